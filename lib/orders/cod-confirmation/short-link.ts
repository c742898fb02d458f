/**
 * The SMS's one-tap link `/c/{code}` (issue #33): DLT caps an SMS variable at 30 characters, so
 * the message carries the order's confirmation code (./confirmation-rows.ts) rather than its
 * signed tracking token, and the link opens the order's tracking page, in the order's language,
 * where the customer confirms, cancels or pays online. The link serves only that: once the order
 * no longer awaits its confirmation it is the store's 404, like a code no order has, so an old SMS
 * does not keep handing out fresh tracking links.
 */
import "server-only";
import { db } from "../../db";
import { localizedPath } from "../../i18n/addresses";
import { orderLinkToken } from "../order-links";

const CODE = /^[A-Za-z0-9_-]{16}$/;

/** The tracking page's path for the order with this code while it awaits its confirmation, or null. */
export async function trackingPathOfCode(code: string): Promise<string | null> {
  if (!CODE.test(code)) return null;
  const confirmation = await db().codConfirmation.findUnique({
    where: { code },
    select: { orderId: true, order: { select: { locale: true, status: true } } },
  });
  if (confirmation?.order.status !== "AWAITING_CONFIRMATION") return null;
  return localizedPath(`/track/${orderLinkToken(confirmation.orderId)}`, confirmation.order.locale);
}
