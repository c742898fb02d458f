/**
 * Orders as operators handle them: the list with search and filters, one order with its audit
 * trail, payments and refunds, and status changes that the state machine allows. Every change
 * is recorded (who, when, from, to); a cancellation restocks the items and refunds a paid
 * PhonePe order.
 */
import "server-only";
import type { Caller } from "../auth/session";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { OrderStatus } from "../generated/prisma/enums";
import { conflict, notFound } from "../http/errors";
import { log } from "../log";
import { refundOrder } from "../payments/phonepe/refunds";
import { orderStatusLabel } from "./labels";
import { orderInclude, toOrderRecord } from "./order-records";
import { canMove } from "./status-machine";
import { restockOrder, stockChanged } from "./stock";

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export interface AdminOrderQuery {
  search?: string;
  status?: OrderStatus;
  page?: number;
}

/** Orders newest first; the search matches the order id, the customer's name or e-mail, or an item. */
export async function listOrdersForAdmin({ search, status, page = 1 }: AdminOrderQuery) {
  const text = search?.trim();
  const where: Prisma.OrderWhereInput = {
    ...(status ? { status } : {}),
    ...(text
      ? {
          OR: [
            { id: { contains: text, mode: "insensitive" } },
            { user: { name: { contains: text, mode: "insensitive" } } },
            { user: { email: { contains: text, mode: "insensitive" } } },
            { items: { some: { name: { contains: text, mode: "insensitive" } } } },
          ],
        }
      : {}),
  };
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
    orders: orders.map((order) => ({ ...toOrderRecord(order), rawStatus: order.status, customer: order.user })),
    total,
    pages: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)),
  };
}

/** One order with its customer, audit trail, payment attempts and refunds. */
export async function getOrderForAdmin(orderId: string) {
  const order = await db().order.findUnique({
    where: { id: orderId },
    include: {
      ...orderInclude,
      user: { select: { name: true, email: true, phone: true } },
      statusChanges: { orderBy: { createdAt: "asc" }, include: { changedBy: { select: { name: true, email: true } } } },
      paymentAttempts: { orderBy: { createdAt: "asc" } },
      refunds: { orderBy: { createdAt: "asc" } },
    },
  });
  if (!order) throw notFound("Order not found");
  return {
    ...toOrderRecord(order),
    rawStatus: order.status,
    customer: order.user,
    statusChanges: order.statusChanges,
    paymentAttempts: order.paymentAttempts,
    refunds: order.refunds,
  };
}

/**
 * Moves an order to `to` for an operator, under a row lock so two operators (or an operator and
 * the payment flow) cannot both move it. Illegal moves are refused with 409 and change nothing.
 */
export async function changeOrderStatus(actor: Caller, orderId: string, to: OrderStatus, note?: string) {
  const from = await db().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "orders" WHERE "id" = ${orderId} FOR UPDATE`;
    if (locked.length === 0) throw notFound("Order not found");
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
    if (!canMove(order.status, to)) {
      throw conflict(`An order cannot move from ${orderStatusLabel(order.status)} to ${orderStatusLabel(to)}`);
    }
    if (to === "CANCELLED") await restockOrder(tx, orderId);
    await tx.order.update({ where: { id: orderId }, data: { status: to } });
    await tx.orderStatusChange.create({
      data: { orderId, fromStatus: order.status, toStatus: to, changedById: actor.id, note: note?.trim() || null },
    });
    return order.status;
  });
  log.info("order_status_changed", { orderId, from, to, adminId: actor.id });
  if (to === "CANCELLED") {
    stockChanged();
    await refundOrder(orderId);
  }
  return { from, to };
}
