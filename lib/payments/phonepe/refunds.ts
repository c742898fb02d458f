/**
 * Refunds of paid PhonePe orders (a cancellation by the store). Each refund is recorded before
 * PhonePe is asked, so a failure to reach PhonePe leaves a visible FAILED refund to retry, never
 * a silent one; the state is then kept up to date from PhonePe's refund-status API.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "../../db";
import type { Refund, RefundState } from "../../generated/prisma/client";
import { log } from "../../log";
import { toPaise, toRupeeString } from "../../money";
import type { OrderEvent } from "../../orders/lifecycle/events";
import { emit, runOrderTransaction } from "../../orders/lifecycle/order-transaction";
import { PhonePeError } from "./client";
import { phonePe } from "./provider";

const newMerchantRefundId = (orderId: string) => `GPR_${orderId}_${randomBytes(4).toString("hex")}`;

/** Orders whose money goes back: cancelled by the store, or paid only after they were released. */
const REFUNDABLE = new Set(["CANCELLED", "PAYMENT_FAILED"]);

/**
 * Refunds a cancelled (or released-then-paid) order's completed payment in full; answers the
 * refund's state, or null when there is nothing to refund.
 */
export async function refundOrder(orderId: string) {
  const order = await db().order.findUnique({ where: { id: orderId }, select: { status: true, paid: true } });
  if (!order?.paid || !REFUNDABLE.has(order.status)) return null;
  const attempt = await db().paymentAttempt.findFirst({ where: { orderId, state: "COMPLETED" } });
  if (!attempt) return null;
  const pending = await db().refund.findFirst({
    where: { orderId, state: { in: ["PENDING", "CONFIRMED", "COMPLETED"] } },
  });
  if (pending) return pending.state;

  const amount = toPaise(attempt.amount);
  const refund = await db().refund.create({
    data: {
      orderId,
      paymentAttemptId: attempt.id,
      merchantRefundId: newMerchantRefundId(orderId),
      amount: toRupeeString(amount),
    },
  });
  try {
    const answer = await phonePe().refund({
      merchantRefundId: refund.merchantRefundId,
      originalMerchantOrderId: attempt.merchantOrderId,
      amount,
    });
    return await recordRefundState(refund, answer.state, answer.refundId);
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    log.warn("refund_request_failed", { orderId, code: error.code });
    return recordRefundState(refund, "FAILED");
  }
}

/** Asks PhonePe where an open refund stands and records it. */
export async function refreshRefund(refundId: string) {
  const refund = await db().refund.findUniqueOrThrow({ where: { id: refundId } });
  if (refund.state === "COMPLETED" || refund.state === "FAILED") return refund.state;
  try {
    const answer = await phonePe().getRefundStatus(refund.merchantRefundId);
    if (answer.state === refund.state) return refund.state;
    return await recordRefundState(refund, answer.state);
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    return refund.state;
  }
}

const REFUND_EVENTS = {
  PENDING: "order.refund_started",
  CONFIRMED: "order.refund_started",
  COMPLETED: "order.refund_completed",
  FAILED: "order.refund_failed",
} as const satisfies Record<RefundState, OrderEvent["type"]>;

/** Records a refund's new state with its event on the order (lib/orders/lifecycle/events.ts). */
async function recordRefundState(refund: Refund, state: RefundState, providerRefundId?: string) {
  await runOrderTransaction(async (transaction) => {
    await transaction.tx.refund.update({ where: { id: refund.id }, data: { state, providerRefundId } });
    await emit(transaction, {
      type: REFUND_EVENTS[state],
      orderId: refund.orderId,
      refundId: refund.id,
      amount: toPaise(refund.amount),
    });
  });
  return state;
}
