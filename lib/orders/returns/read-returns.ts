/**
 * Return requests as the customer (their own order only) and the operators read them, in domain
 * shape: money in paise, statuses as the policy names them.
 */
import "server-only";
import { containing, customerMatching } from "../../admin/list-search";
import { oneOf, requestedPage, type ListParams } from "../../admin/paging";
import { db } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import type { ReturnStatus } from "../../generated/prisma/enums";
import { notFound } from "../../http/errors";
import { toPaise } from "../../money";
import { searchText } from "../../validation/text";
import { holdsUnits, RETURN_STATUSES, returnWindowEnds } from "./policy";
import { validationMessage } from "../../validation/error-messages";
import { destinationForOperator } from "./refund-destination";

const returnInclude = {
  items: { include: { orderItem: { select: { name: true, unitPrice: true } } }, orderBy: { id: "asc" } },
  statusChanges: { orderBy: { createdAt: "asc" }, include: { changedBy: { select: { name: true } } } },
  refunds: { select: { id: true, amount: true, state: true }, orderBy: { createdAt: "asc" } },
} satisfies Prisma.ReturnRequestInclude;

type ReturnRow = Prisma.ReturnRequestGetPayload<{ include: typeof returnInclude }>;

function toReturn(row: ReturnRow) {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    reason: row.reason,
    details: row.details,
    photos: row.photos,
    refundAmount: row.refundAmount ? toPaise(row.refundAmount) : null,
    shippingRefunded: row.shippingRefunded,
    refundReference: row.refundReference,
    refundTo: row.refundDetailsHint,
    /** The customer takes the refund as store credit (lib/credit/): paid at once, nothing to send. */
    toStoreCredit: row.refundMethod === "STORE_CREDIT",
    createdAt: row.createdAt,
    items: row.items.map((item) => ({
      orderItemId: item.orderItemId,
      name: item.orderItem.name,
      quantity: item.quantity,
      unitPrice: toPaise(item.orderItem.unitPrice),
    })),
    history: row.statusChanges.map((change) => ({
      status: change.toStatus,
      note: change.note,
      at: change.createdAt,
      by: change.changedBy?.name ?? null,
    })),
    refunds: row.refunds.map((refund) => ({ ...refund, amount: toPaise(refund.amount) })),
  };
}

export type ReturnView = ReturnType<typeof toReturn>;

/**
 * The returns section of the customer's order page: until when a return may be asked for, the
 * units of each line still returnable, and every request with its history. 404 for another user.
 */
export async function returnsOfOrder(userId: string, orderId: string, now = new Date()) {
  const order = await db().order.findFirst({
    where: { id: orderId, userId },
    select: {
      status: true,
      paymentMethod: true,
      // The lines delivered: units cancelled before dispatch never were.
      items: {
        where: { quantity: { gt: 0 } },
        select: { id: true, name: true, quantity: true },
        orderBy: { id: "asc" },
      },
      statusChanges: { where: { toStatus: "DELIVERED" }, orderBy: { createdAt: "desc" }, take: 1 },
      returnRequests: { include: returnInclude, orderBy: { createdAt: "desc" } },
    },
  });
  if (!order) throw notFound(validationMessage("orderNotFound"));
  const requests = order.returnRequests.map(toReturn);
  const deliveredAt = order.status === "DELIVERED" ? (order.statusChanges[0]?.createdAt ?? null) : null;
  const windowEndsAt = deliveredAt && returnWindowEnds(deliveredAt);
  const claimed = (orderItemId: string) =>
    requests
      .filter((request) => holdsUnits(request.status))
      .flatMap((request) => request.items.filter((item) => item.orderItemId === orderItemId))
      .reduce((sum, item) => sum + item.quantity, 0);
  const lines = order.items.map((item) => ({
    orderItemId: item.id,
    name: item.name,
    quantity: item.quantity,
    returnable: Math.max(0, item.quantity - claimed(item.id)),
  }));
  const open = windowEndsAt !== null && now <= windowEndsAt && lines.some((line) => line.returnable > 0);
  const paidOnDelivery = order.paymentMethod === "COD";
  return { deliveredAt, windowEndsAt, canRequest: open, paidOnDelivery, lines, requests };
}

export const ADMIN_RETURNS_PAGE_SIZE = 25;

export interface AdminReturnQuery {
  status?: ReturnStatus;
  /** Part of the order's id, or of the customer's name or e-mail. */
  search?: string;
  /** Only requests made before this moment: a count as of then (the daily summary's), never in an address. */
  madeBefore?: Date;
  page?: number;
}

/** The returns list's filters as its address carries them (`?status=&q=&page=`). */
export const adminReturnQuery = (params: ListParams): AdminReturnQuery => ({
  status: oneOf(RETURN_STATUSES, params.status),
  search: searchText().parse(params.q),
  page: requestedPage(params.page),
});

/** The one definition of what the list shows for a query: the list and every count of it read this. */
function adminReturnWhere({ status, search, madeBefore }: AdminReturnQuery): Prisma.ReturnRequestWhereInput {
  const text = search?.trim();
  return {
    ...(status ? { status } : {}),
    ...(madeBefore ? { createdAt: { lt: madeBefore } } : {}),
    ...(text ? { OR: [{ orderId: containing(text) }, { order: { user: customerMatching(text) } }] } : {}),
  };
}

/** How many returns the list shows for this query, over all its pages. */
export const countReturnsForAdmin = (query: AdminReturnQuery) =>
  db().returnRequest.count({ where: adminReturnWhere(query) });

/** The operators' queue, oldest first within a status (the longest waiting come first). */
export async function listReturnsForAdmin(query: AdminReturnQuery) {
  const { status, page = 1 } = query;
  const where = adminReturnWhere(query);
  const [rows, total] = await db().$transaction([
    db().returnRequest.findMany({
      where,
      include: { ...returnInclude, order: { select: { paymentMethod: true, user: { select: { name: true } } } } },
      orderBy: [{ createdAt: status ? "asc" : "desc" }, { id: "asc" }],
      skip: (page - 1) * ADMIN_RETURNS_PAGE_SIZE,
      take: ADMIN_RETURNS_PAGE_SIZE,
    }),
    db().returnRequest.count({ where }),
  ]);
  return {
    returns: rows.map((row) => ({
      ...toReturn(row),
      customer: row.order.user.name,
      paymentMethod: row.order.paymentMethod,
    })),
    total,
    pages: Math.max(1, Math.ceil(total / ADMIN_RETURNS_PAGE_SIZE)),
  };
}

/**
 * One request for its admin page, with the order's payment method and customer, and where a cash
 * on delivery refund is to be sent, in full, until it is; null if unknown.
 */
export async function findReturnForAdmin(id: string) {
  const row = await db().returnRequest.findUnique({
    where: { id },
    include: {
      ...returnInclude,
      order: {
        select: { paymentMethod: true, shipping: true, amount: true, user: { select: { name: true, email: true } } },
      },
    },
  });
  if (!row) return null;
  const { order } = row;
  return {
    ...toReturn(row),
    paymentMethod: order.paymentMethod,
    customer: order.user,
    orderShipping: toPaise(order.shipping),
    orderAmount: toPaise(order.amount),
    sendRefundTo: row.refundDetails ? await destinationForOperator(row.refundDetails) : null,
  };
}
