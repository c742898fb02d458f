/**
 * Money owed back to a customer, queued in the same transaction as the change that makes it owed
 * (a paid order cancelled, a payment that arrived after its order was released, a payment of the
 * wrong amount, a return received). The refund row is the outbox: the refund job (lib/payments/phonepe/refunds.ts)
 * sends it, so a crash between the change and the call to PhonePe loses nothing.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { conflict } from "../../http/errors";
import { toPaise, toRupeeString, type Paise } from "../../money";
import type { OrderTransaction } from "./order-transaction";

/** The store's id for a refund: PhonePe's merchantRefundId, at most 63 letters, digits, _ or -. */
const newMerchantRefundId = (orderId: string) => `GPR_${orderId}_${randomBytes(4).toString("hex")}`;

export interface OwedRefund {
  orderId: string;
  paymentAttemptId: string;
  amount: Paise;
  /** Set when a return, or units cancelled before dispatch, pay back part of the payment; absent for the whole payment. */
  returnRequestId?: string;
  itemCancellationId?: string;
}

/**
 * Queues the refund of `amount` received on one payment attempt. A payment attempt has at most
 * one refund that has not failed per return, and one for the whole payment (a partial unique
 * index), so queueing it twice is a no-op: answers the refund's id, or null when one was already
 * under way.
 */
export async function queueRefund({ tx }: OrderTransaction, owed: OwedRefund): Promise<string | null> {
  const open = await tx.refund.findFirst({
    where: {
      paymentAttemptId: owed.paymentAttemptId,
      returnRequestId: owed.returnRequestId ?? null,
      itemCancellationId: owed.itemCancellationId ?? null,
      state: { not: "FAILED" },
    },
    select: { id: true },
  });
  if (open) return null;
  const refund = await tx.refund.create({
    data: {
      orderId: owed.orderId,
      paymentAttemptId: owed.paymentAttemptId,
      merchantRefundId: newMerchantRefundId(owed.orderId),
      amount: toRupeeString(owed.amount),
      returnRequestId: owed.returnRequestId,
      itemCancellationId: owed.itemCancellationId,
    },
    select: { id: true },
  });
  return refund.id;
}

/**
 * Queues the refund of the payment that paid the order, less what already went back for units
 * cancelled before dispatch: its completed attempt whose whole payment is not already going back
 * (a second or wrong payment was queued when it arrived). The caller holds the order's row lock.
 */
export async function queueRefundOfPayment(transaction: OrderTransaction, orderId: string): Promise<string | null> {
  const attempt = await transaction.tx.paymentAttempt.findFirst({
    where: {
      orderId,
      state: "COMPLETED",
      refunds: { none: { state: { not: "FAILED" }, returnRequestId: null, itemCancellationId: null } },
    },
    orderBy: { createdAt: "desc" },
    select: { id: true, amount: true, refunds: { where: { state: { not: "FAILED" } }, select: { amount: true } } },
  });
  if (!attempt) return null;
  const refunded = attempt.refunds.reduce((sum, refund) => sum + toPaise(refund.amount), 0);
  const amount = toPaise(attempt.amount) - refunded;
  if (amount <= 0) return null;
  return queueRefund(transaction, { orderId, paymentAttemptId: attempt.id, amount });
}

/**
 * Queues the refund of part of what paid the order: a received return, or units cancelled before
 * dispatch (one refund each, by the partial unique index). Refused (409) for an order no PhonePe
 * payment paid.
 */
export async function queuePartialRefund(
  transaction: OrderTransaction,
  owed: Omit<OwedRefund, "paymentAttemptId">,
): Promise<void> {
  if (owed.amount === 0) return;
  const attempt = await transaction.tx.paymentAttempt.findFirst({
    // The attempt that paid the order (one of another amount was refunded when it arrived).
    where: { orderId: owed.orderId, state: "COMPLETED", errorCode: null },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (!attempt) throw conflict("This order has no completed PhonePe payment to refund");
  await queueRefund(transaction, { ...owed, paymentAttemptId: attempt.id });
}
