/**
 * The order as its tracking page shows it (`/track/{token}`, lib/orders/order-links.ts): what the
 * signed link's holder may see without signing in. Its progress, returns, items, total and the
 * courier, and of the address only the place (city and pincode): the link travels in messages.
 */
import "server-only";
import { db } from "../db";
import type { OrderStatus, ReturnStatus } from "../generated/prisma/enums";
import type { Locale } from "../i18n/locales";
import { withItemNamesIn } from "./item-names";
import { orderInclude, toOrder, type Order } from "./order";
import { orderOfLinkToken } from "./order-links";

/** What of the order its tracking page shows, besides its place. */
const TRACKED = [
  "id",
  "items",
  "amount",
  "paidByCredit",
  "status",
  "paymentMethod",
  "paid",
  "courier",
  "trackingNumber",
  "confirmBy",
  "createdAt",
  "invoiceNumber",
] as const satisfies readonly (keyof Order)[];

export interface TrackedOrder {
  order: Pick<Order, (typeof TRACKED)[number]> & {
    place: { city: string; pincode: string };
    deliveryDays: Order["delivery"]["days"];
  };
  /** Each status the order reached, with when, oldest first. */
  history: { status: OrderStatus; at: Date }[];
  /** Its returns, oldest first: where each stands, and since when. */
  returns: { status: ReturnStatus; at: Date }[];
}

/** The order a signed link names, its items named in `locale`; null for a link this store did not sign. */
export async function trackedOrder(token: string, locale: Locale): Promise<TrackedOrder | null> {
  const orderId = orderOfLinkToken(token);
  if (!orderId) return null;
  const row = await db().order.findUnique({
    where: { id: orderId },
    include: {
      ...orderInclude,
      statusChanges: { select: { toStatus: true, createdAt: true }, orderBy: { createdAt: "asc" } },
      returnRequests: { select: { status: true, updatedAt: true }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!row) return null;
  const [order] = (await withItemNamesIn([toOrder(row)], locale)) as [Order];
  const tracked = Object.fromEntries(TRACKED.map((field) => [field, order[field]])) as Pick<
    Order,
    (typeof TRACKED)[number]
  >;
  return {
    order: {
      ...tracked,
      place: { city: order.address.city, pincode: order.address.pincode },
      deliveryDays: order.delivery.days,
    },
    history: row.statusChanges.map(({ toStatus, createdAt: at }) => ({ status: toStatus, at })),
    returns: row.returnRequests.map(({ status, updatedAt: at }) => ({ status, at })),
  };
}
