/**
 * A customer cancels their own order before it ships. The lifecycle does the rest in the same
 * transaction: stock goes back, a paid order's full refund is queued, the e-mail is queued.
 */
import "server-only";
import { db } from "../db";
import { conflict, notFound } from "../http/errors";
import { cancelBookingOfOrder } from "../shipping/admin-shipping";
import { runOrderTransaction } from "./lifecycle/order-transaction";
import { lockOrder, transition } from "./lifecycle/transition";
import type { OrderCancel } from "../validation/order-changes";
import { customerMayCancel, orderStatusLabel } from "./status";
import { validationMessage } from "../validation/error-messages";

/**
 * Cancels the caller's order; another user's order is "not found", a shipped one is refused (409,
 * nothing changed). Cancelling an order already cancelled (a double click) changes nothing.
 */
export async function cancelOwnOrder(userId: string, { orderId, reason }: OrderCancel): Promise<void> {
  // A parcel booked with the courier is cancelled there first: it must not leave after the order ends.
  const order = await db().order.findUnique({ where: { id: orderId }, select: { userId: true, status: true } });
  if (order?.userId === userId && customerMayCancel(order.status)) await cancelBookingOfOrder(orderId);
  await runOrderTransaction(async (transaction) => {
    const order = await lockOrder(transaction, orderId);
    if (order.userId !== userId) throw notFound(validationMessage("orderNotFound"));
    if (order.status === "CANCELLED") return;
    if (!customerMayCancel(order.status)) {
      throw conflict(`This order is ${orderStatusLabel(order.status)} and can no longer be cancelled`);
    }
    await transition(transaction, orderId, "CANCELLED", {
      actor: { kind: "customer", id: userId },
      note: `Cancelled by the customer: ${reason}`,
    });
  });
}
