/**
 * Orders as the API returns them (SPEC §3), and the reads that respect ownership: a shopper
 * sees only their own orders; anyone else asking for one gets "Order not found".
 */
import "server-only";
import type { Caller } from "../auth/session";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { notFound } from "../http/errors";
import { toPaise, toRupeeNumber } from "../money";
import { orderStatusLabel, paymentMethodValue } from "./labels";

export const orderInclude = { items: { orderBy: { id: "asc" } } } satisfies Prisma.OrderInclude;
type OrderWithItems = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

export function toOrderRecord(order: OrderWithItems) {
  return {
    _id: order.id,
    userId: order.userId,
    items: order.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      image: item.image,
      quantity: item.quantity,
      price: toRupeeNumber(toPaise(item.unitPrice)),
      weight: item.weight,
    })),
    subtotal: toRupeeNumber(toPaise(order.subtotal)),
    shipping: toRupeeNumber(toPaise(order.shipping)),
    amount: toRupeeNumber(toPaise(order.amount)),
    address: order.address,
    deliveryInfo: order.deliveryInfo,
    orderNotes: order.orderNotes,
    status: orderStatusLabel(order.status),
    paymentMethod: paymentMethodValue(order.paymentMethod),
    payment: order.paid,
    phonePeOrderId: order.phonePeOrderId,
    /** Epoch milliseconds (sortable, SPEC §3). */
    date: order.createdAt.getTime(),
  };
}

export type OrderRecord = ReturnType<typeof toOrderRecord>;

/** The caller's orders, newest first. */
export async function listOrdersOf(userId: string): Promise<OrderRecord[]> {
  const orders = await db().order.findMany({
    where: { userId },
    include: orderInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return orders.map(toOrderRecord);
}

/** One order, for its owner or an admin; 404 for everyone else, so ids reveal nothing. */
export async function getOrderFor(caller: Caller, orderId: string): Promise<OrderRecord> {
  const order = await db().order.findFirst({
    where: caller.role === "ADMIN" ? { id: orderId } : { id: orderId, userId: caller.id },
    include: orderInclude,
  });
  if (!order) throw notFound("Order not found");
  return toOrderRecord(order);
}
