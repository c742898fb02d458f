/**
 * Whether a return may be asked for on an order now: one rule for the request itself and for the
 * photos uploaded to go with it (./return-photos.ts).
 */
import "server-only";
import { conflict, notFound } from "../../http/errors";
import type { OrderTransaction } from "../lifecycle/order-transaction";
import { lockOrder, type LockedOrder } from "../lifecycle/transition";
import { RETURN_WINDOW_DAYS, returnWindowEnds } from "./policy";
import { validationMessage } from "../../validation/error-messages";

/** When the order was delivered: the time of its move to Delivered. */
export async function deliveredAt({ tx }: OrderTransaction, orderId: string): Promise<Date | null> {
  const change = await tx.orderStatusChange.findFirst({
    where: { orderId, toStatus: "DELIVERED" },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return change?.createdAt ?? null;
}

/**
 * The caller's order, locked, when a return may be asked for on it now: 404 for someone else's
 * order, 409 before delivery or past the return window.
 */
export async function lockReturnableOrder(
  transaction: OrderTransaction,
  userId: string,
  orderId: string,
  now: Date,
): Promise<LockedOrder> {
  const order = await lockOrder(transaction, orderId);
  if (order.userId !== userId) throw notFound(validationMessage("orderNotFound"));
  if (order.status !== "DELIVERED") throw conflict(validationMessage("returnNotDelivered"));
  const delivered = await deliveredAt(transaction, order.id);
  if (!delivered || now > returnWindowEnds(delivered)) {
    throw conflict(`Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery`);
  }
  return order;
}
