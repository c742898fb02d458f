/**
 * Orders as operators handle them: the list with search and filters (read from its address, and
 * counted by the dashboard's "Today's work" with the same filter), one order with its audit
 * trail, payments and refunds, and the operator's status changes through the order lifecycle
 * (lib/orders/lifecycle/); a cancellation of a paid PhonePe order is refunded.
 */
import "server-only";
import { containing, customerMatching } from "../admin/list-search";
import { firstParam, listAddress, oneOf, requestedPage, type ListParams } from "../admin/paging";
import { cancelBookingOfOrder } from "../shipping/admin-shipping";
import { LIVE_FORWARD_SHIPMENT } from "../shipping/shipping-queue";
import type { Caller } from "../auth/session";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { OrderStatus } from "../generated/prisma/enums";
import { badRequest } from "../http/errors";
import { runOrderTransaction } from "./lifecycle/order-transaction";
import { transition } from "./lifecycle/transition";
import { searchText } from "../validation/text";
import { orderInclude, toOrder } from "./order";
import { ORDER_STATUSES } from "./status";

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export interface AdminOrderQuery {
  search?: string;
  status?: OrderStatus;
  /** Only orders without a live courier booking (`?booking=none`). */
  notBooked?: boolean;
  /** Only orders placed before this moment: a count as of then (the daily summary's), never in an address. */
  madeBefore?: Date;
  page?: number;
}

/** The orders list's filters as its address carries them (`?q=&status=&booking=none&page=`). */
export const adminOrderQuery = (params: ListParams): AdminOrderQuery => ({
  search: searchText().parse(params.q),
  status: oneOf(ORDER_STATUSES, params.status),
  notBooked: firstParam(params.booking) === "none",
  page: requestedPage(params.page),
});

/** The inverse of adminOrderQuery: the list's address for these filters. */
export const adminOrdersAddress = ({ search, status, notBooked, page }: AdminOrderQuery) =>
  listAddress("/admin/orders", { q: search, status, booking: notBooked ? "none" : undefined, page });

/** The one definition of what the list shows for a query: the list and every count of it read this. */
function adminOrderWhere({ search, status, notBooked, madeBefore }: AdminOrderQuery): Prisma.OrderWhereInput {
  const text = search?.trim();
  return {
    ...(status ? { status } : {}),
    ...(madeBefore ? { createdAt: { lt: madeBefore } } : {}),
    ...(notBooked ? { shipments: { none: LIVE_FORWARD_SHIPMENT } } : {}),
    ...(text
      ? {
          OR: [
            { id: containing(text) },
            { user: customerMatching(text) },
            { items: { some: { name: containing(text) } } },
          ],
        }
      : {}),
  };
}

/** How many orders the list shows for this query, over all its pages. */
export const countOrdersForAdmin = (query: AdminOrderQuery) => db().order.count({ where: adminOrderWhere(query) });

/** Orders newest first; the search matches the order id, the customer's name or e-mail, or an item. */
export async function listOrdersForAdmin(query: AdminOrderQuery) {
  const { page = 1 } = query;
  const where = adminOrderWhere(query);
  const [orders, total] = await db().$transaction([
    db().order.findMany({
      where,
      include: { ...orderInclude, user: { select: { name: true, email: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
      take: ADMIN_ORDERS_PAGE_SIZE,
    }),
    db().order.count({ where }),
  ]);
  return {
    orders: orders.map((order) => ({ ...toOrder(order), customer: order.user })),
    total,
    pages: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)),
  };
}

/** One order with its customer, audit trail, payment attempts and refunds; null when there is none. */
export async function findOrderForAdmin(orderId: string) {
  const order = await db().order.findUnique({
    where: { id: orderId },
    include: {
      ...orderInclude,
      user: { select: { name: true, email: true, phone: true } },
      statusChanges: { orderBy: { createdAt: "asc" }, include: { changedBy: { select: { name: true, email: true } } } },
      paymentAttempts: { orderBy: { createdAt: "asc" } },
      refunds: { orderBy: { createdAt: "asc" } },
      cashCollection: { include: { recordedBy: { select: { name: true } } } },
      codConfirmation: true,
      emails: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          subject: true,
          recipient: true,
          state: true,
          attempts: true,
          sentAt: true,
          createdAt: true,
        },
      },
      textMessages: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          channel: true,
          recipient: true,
          template: true,
          locale: true,
          state: true,
          attempts: true,
          errorCode: true,
          errorTitle: true,
          costCentipaise: true,
          notBefore: true,
          createdAt: true,
          sentAt: true,
          fallback: { select: { id: true } },
        },
      },
    },
  });
  if (!order) return null;
  return {
    ...toOrder(order),
    customer: order.user,
    statusChanges: order.statusChanges,
    paymentAttempts: order.paymentAttempts,
    refunds: order.refunds,
    cashCollection: order.cashCollection,
    codConfirmation: order.codConfirmation,
    emails: order.emails,
    textMessages: order.textMessages,
  };
}

/** What the admin may say about a shipment: the courier and its tracking number, each optional. */
export interface Shipment {
  courier?: string;
  trackingNumber?: string;
}

/**
 * Moves an order to `to` for an operator (the lifecycle refuses illegal moves with 409); a move
 * to Shipped records the shipment's details with it. Cancelling a paid order queues its refund in
 * the same transaction; the event stream's refund subscriber sends it once that has committed.
 */
export async function changeOrderStatus(
  actor: Caller,
  orderId: string,
  to: OrderStatus,
  { note, shipment }: { note?: string; shipment?: Shipment } = {},
) {
  if (shipment && to !== "SHIPPED") throw badRequest("A courier and tracking number go with the move to Shipped");
  // A parcel booked with the courier is cancelled there first: it must not leave after the order ends.
  if (to === "CANCELLED") await cancelBookingOfOrder(orderId);
  const move = await runOrderTransaction(async (transaction) => {
    const moved = await transition(transaction, orderId, to, { actor: { kind: "admin", id: actor.id }, note });
    if (shipment) {
      const { courier = null, trackingNumber = null } = shipment;
      await transaction.tx.order.update({ where: { id: orderId }, data: { courier, trackingNumber } });
    }
    return moved;
  });
  return move;
}
