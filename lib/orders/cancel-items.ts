/**
 * A customer cancels some units of their order before it ships, the rest going ahead (issue #33):
 * the units' stock goes back, the order's total falls by their price (the delivery charge stays as
 * quoted), a credit note covers them once the order is invoiced (a later invoice counts only what
 * is left), and a paid order's refund of their price is queued, all in one transaction under the
 * order's lock. Cancelling every unit left is cancelling the order.
 */
import "server-only";
import { db } from "../db";
import { conflict, notFound } from "../http/errors";
import { issueCreditNote } from "../invoices/credit-note";
import { proportionOf, toPaise, toRupeeString } from "../money";
import type { ItemCancel } from "../validation/order-changes";
import { validationMessage } from "../validation/error-messages";
import { cancelOwnOrder } from "./cancel-order";
import { emit, runOrderTransaction, type OrderTransaction } from "./lifecycle/order-transaction";
import { refundCreditFirst } from "../credit/tenders";
import { queuePartialRefund } from "./lifecycle/refund-queue";
import { lockOrder, type LockedOrder } from "./lifecycle/transition";
import { deliverySnapshot } from "./snapshots";
import { ITEMS_CANCELLABLE_STATUSES } from "./status";
import { restockUnits } from "./stock";

const unitsOf = (items: readonly { quantity: number }[]) => items.reduce((sum, item) => sum + item.quantity, 0);

export async function cancelOwnItems(userId: string, cancel: ItemCancel): Promise<void> {
  const { orderId, reason } = cancel;
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: { userId: true, items: { select: { id: true, name: true, quantity: true } } },
  });
  if (order?.userId !== userId) throw notFound(validationMessage("orderNotFound"));
  for (const { orderItemId, quantity } of cancel.items) refuseUnlessOnOrder(order.items, orderItemId, quantity);
  if (unitsOf(cancel.items) >= unitsOf(order.items)) return cancelOwnOrder(userId, { orderId, reason });
  await runOrderTransaction(async (transaction) => {
    const locked = await lockOrder(transaction, orderId);
    await refuseUnlessCancellable(transaction, locked);
    await cancelUnits(transaction, locked, cancel);
  });
}

/** The line, when it is the order's and holds that many units; refused otherwise (404, 409). */
function refuseUnlessOnOrder<Line extends { id: string; name: string; quantity: number }>(
  lines: readonly Line[],
  orderItemId: string,
  quantity: number,
): Line {
  const line = lines.find((candidate) => candidate.id === orderItemId);
  if (!line) throw notFound(validationMessage("returnItemUnknown"));
  if (quantity > line.quantity) {
    throw conflict(validationMessage("itemUnitsLeft", { units: line.quantity, name: line.name }));
  }
  return line;
}

async function refuseUnlessCancellable({ tx }: OrderTransaction, order: LockedOrder) {
  const booked = await tx.shipment.count({
    where: { orderId: order.id, direction: "FORWARD", state: { not: "CANCELLED" } },
  });
  // Before the parcel is booked: a booked parcel's contents are the courier's record.
  if (!ITEMS_CANCELLABLE_STATUSES.includes(order.status) || booked > 0) {
    throw conflict(validationMessage("itemCancelClosed"));
  }
}

async function cancelUnits(transaction: OrderTransaction, order: LockedOrder, { items, reason }: ItemCancel) {
  const { tx } = transaction;
  const lines = await tx.orderItem.findMany({ where: { orderId: order.id } });
  let amount = 0;
  let listed = 0;
  let discount = 0;
  let grams = 0;
  const named: string[] = [];
  for (const { orderItemId, quantity } of items) {
    const line = refuseUnlessOnOrder(lines, orderItemId, quantity);
    // The units' part of the line's promotions leaves with them: they cost what they were sold for.
    const share = proportionOf(toPaise(line.discount), quantity, line.quantity);
    listed += toPaise(line.unitPrice) * quantity;
    discount += share;
    amount += toPaise(line.unitPrice) * quantity - share;
    grams += line.weight * quantity;
    named.push(`${quantity} × ${line.name}`);
    await tx.orderItem.update({
      where: { id: line.id },
      data: {
        quantity: { decrement: quantity },
        cancelledQuantity: { increment: quantity },
        discount: toRupeeString(toPaise(line.discount) - share),
      },
    });
    if (line.productId) {
      await restockUnits(tx, line.productId, quantity);
      transaction.stockMoved.add(line.productId);
    }
  }
  // Every unit left (another tab cancelled the rest meanwhile) is the whole order's cancellation.
  if (unitsOf(items) >= unitsOf(lines)) throw conflict(validationMessage("itemCancelClosed"));
  const row = await tx.order.findUniqueOrThrow({
    where: { id: order.id },
    select: { subtotal: true, discount: true, deliveryInfo: true },
  });
  const delivery = deliverySnapshot.parse(row.deliveryInfo);
  const note = `${named.join(", ")} cancelled by the customer: ${reason}`;
  const refunded = await refundCreditFirst(tx, order, amount, { note });
  await tx.order.update({
    where: { id: order.id },
    data: {
      subtotal: toRupeeString(toPaise(row.subtotal) - listed),
      discount: toRupeeString(toPaise(row.discount) - discount),
      amount: toRupeeString(order.amount - amount),
      deliveryInfo: { ...delivery, totalWeight: Math.max(0, delivery.totalWeight - grams) },
    },
  });
  const cancellation = await tx.itemCancellation.create({
    data: { orderId: order.id, lines: items, amount: toRupeeString(amount), reason },
  });
  await issueCreditNote(tx, { orderId: order.id, lines: items, reason: note });
  const paid = order.paid && order.paymentMethod === "PHONEPE";
  if (paid && refunded > 0) {
    await queuePartialRefund(transaction, { orderId: order.id, amount: refunded, itemCancellationId: cancellation.id });
  }
  await tx.orderStatusChange.create({
    data: { orderId: order.id, fromStatus: order.status, toStatus: order.status, changedById: order.userId, note },
  });
  await emit(transaction, {
    type: "order.items_cancelled",
    orderId: order.id,
    itemCancellationId: cancellation.id,
    amount,
    paid,
  });
}
