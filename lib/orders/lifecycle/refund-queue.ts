/**
 * Money owed back to a customer, queued in the same transaction as the change that makes it owed
 * (a paid order cancelled, a payment that arrived after its order was released, a payment of the
 * wrong amount, a return received). The refund row is the outbox: the refund job (lib/payments/phonepe/refunds.ts)
 * sends it, so a crash between the change and the call to PhonePe loses nothing.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { toPaise, toRupeeString, type Paise } from "../../money";
import type { OrderTransaction } from "./order-transaction";

/** The store's id for a refund: PhonePe's merchantRefundId, at most 63 letters, digits, _ or -. */
const newMerchantRefundId = (orderId: string) => `GPR_${orderId}_${randomBytes(4).toString("hex")}`;

export interface OwedRefund {
  orderId: string;
  paymentAttemptId: string;
  amount: Paise;
  /** Set when a return pays back part of the payment; absent for the whole payment. */
  returnRequestId?: string;
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
    },
    select: { id: true },
  });
  return refund.id;
}

/**
 * Queues the refund of the payment that paid the order: its completed attempt whose money is not
 * already going back (a second or wrong payment was queued when it arrived). The caller holds the
 * order's row lock.
 */
export async function queueRefundOfPayment(transaction: OrderTransaction, orderId: string): Promise<string | null> {
  const attempt = await transaction.tx.paymentAttempt.findFirst({
    where: { orderId, state: "COMPLETED", refunds: { none: { state: { not: "FAILED" } } } },
    orderBy: { createdAt: "desc" },
    select: { id: true, amount: true },
  });
  if (!attempt) return null;
  return queueRefund(transaction, { orderId, paymentAttemptId: attempt.id, amount: toPaise(attempt.amount) });
}
