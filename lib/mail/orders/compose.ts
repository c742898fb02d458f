/**
 * Composes an order e-mail from the order as it is now (lib/mail/compose.ts calls this), in the
 * language the order was placed in; the store's copy in English, as the admin area is.
 */
import "server-only";
import { createElement } from "react";
import { z } from "zod";
import { db } from "../../db";
import { dayRange, promisedDelivery } from "../../delivery/estimate";
import { env } from "../../env";
import { formatIndianDate } from "../../dates";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales";
import { listSheetsOf } from "../../learning/activity-sheets";
import { withItemNamesIn } from "../../orders/item-names";
import { orderInclude, toOrder } from "../../orders/order";
import { invoiceLinkUrl, trackingPageUrl } from "../../orders/order-links";
import { displayOrderId } from "../../orders/order-view";
import type { ComposedEmail } from "../compose";
import { renderEmail } from "../render";
import { emailTexts } from "../texts";
import { isStoreMessage, ORDER_MESSAGE_NAMES } from "./messages";
import { OrderEmail } from "./order-email";

export const orderEmailData = z.object({
  orderId: z.string(),
  message: z.enum(ORDER_MESSAGE_NAMES),
  /** Paise, for the refund messages. */
  refundAmount: z.number().int().optional(),
  /** Returns: the operator's note to the customer. */
  note: z.string().optional(),
  /** The store's copy of a return request: the request's admin page. */
  returnRequestId: z.string().optional(),
});
export type OrderEmailData = z.infer<typeof orderEmailData>;

const adminUrl = (path: string, id: string) => `${env().SITE_URL}/admin/${path}/${encodeURIComponent(id)}`;

/**
 * The customer's link opens the order's tracking page in their language, signed so that it needs
 * no sign-in (lib/orders/order-links.ts); the store's copy links to the admin's page of the order,
 * or of the return request it announces (the order's then below).
 */
function orderLinks({ orderId, message, returnRequestId }: OrderEmailData, locale: Locale) {
  const t = emailTexts(locale);
  if (isStoreMessage(message)) {
    const order = { url: adminUrl("orders", orderId), label: t("order.openOrderInAdmin") };
    if (!returnRequestId) return { link: { ...order, label: t("order.openInAdmin") } };
    return { link: { url: adminUrl("returns", returnRequestId), label: t("order.reviewReturnInAdmin") }, also: order };
  }
  // The tracking page of an order awaiting confirmation asks for it (confirm, cancel, or pay online).
  const label = CONFIRMATION_MESSAGES.has(message) ? t("order.confirmOrder") : t("order.viewOrder");
  return { link: { url: trackingPageUrl(orderId, locale), label } };
}

const CONFIRMATION_MESSAGES: ReadonlySet<OrderEmailData["message"]> = new Set(["confirm_cod", "confirm_reminder"]);

/**
 * The confirmation e-mails link the tax invoice: its PDF by the order's signed link, which opens
 * from a mailbox without signing in.
 */
const INVOICE_MESSAGES: ReadonlySet<OrderEmailData["message"]> = new Set(["placed", "paid"]);

/** The messages that link the toys' activity sheets: when the order is made, and when the toys arrive. */
const SHEET_MESSAGES: ReadonlySet<OrderEmailData["message"]> = new Set(["placed", "paid", "delivered"]);

/** Messages of an order still to arrive repeat the delivery checkout promised (kept in the order). */
const ESTIMATE_MESSAGES: ReadonlySet<OrderEmailData["message"]> = new Set([
  "placed",
  "paid",
  "packed",
  "shipped",
  "new_order",
]);

export async function composeOrderEmail(data: OrderEmailData): Promise<ComposedEmail> {
  const { orderId, message, refundAmount, note } = data;
  const placed = toOrder(await db().order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude }));
  const locale = isStoreMessage(message) ? DEFAULT_LOCALE : placed.locale;
  // The products' names in the customer's language, as their order page shows them.
  const [order = placed] = await withItemNamesIn([placed], locale);
  const t = emailTexts(locale);
  const { days } = order.delivery;
  const promise = promisedDelivery(order.createdAt, days);
  const sheets = SHEET_MESSAGES.has(message)
    ? await listSheetsOf([...new Set(order.items.flatMap((item) => item.productId ?? []))], locale)
    : [];
  const email = createElement(OrderEmail, {
    locale,
    headline: t(`orders.${message}.headline`),
    // The confirmation's messages say how long an order waits for it.
    intro: t(`orders.${message}.intro`, { hours: env().COD_CONFIRM_HOURS }),
    displayId: displayOrderId(order.id),
    order,
    ...orderLinks(data, locale),
    refundAmount,
    note,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    estimatedDelivery: ESTIMATE_MESSAGES.has(message)
      ? { by: formatIndianDate(promise.by, locale), range: dayRange(days) }
      : undefined,
    invoice:
      order.invoiceNumber && INVOICE_MESSAGES.has(message)
        ? {
            number: order.invoiceNumber,
            url: invoiceLinkUrl(order.id),
          }
        : undefined,
    sheets: sheets.map((sheet) => ({ title: sheet.title, url: `${env().SITE_URL}${sheet.path}` })),
  });
  return renderEmail(email);
}
