/**
 * Refunds of paid PhonePe orders (a cancellation by the store). Each refund is recorded before
 * PhonePe is asked, so a failure to reach PhonePe leaves a visible FAILED refund to retry, never
 * a silent one; the state is then kept up to date from PhonePe's refund-status API.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "../../db";
import { log } from "../../log";
import { toPaise, toRupeeString } from "../../money";
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
    const updated = await db().refund.update({
      where: { id: refund.id },
      data: { providerRefundId: answer.refundId, state: answer.state },
    });
    log.info("refund_requested", { orderId, amountPaise: amount, state: updated.state });
    return updated.state;
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    await db().refund.update({ where: { id: refund.id }, data: { state: "FAILED" } });
    log.warn("refund_failed", { orderId, code: error.code });
    return "FAILED" as const;
  }
}

/** Asks PhonePe where an open refund stands and records it. */
export async function refreshRefund(refundId: string) {
  const refund = await db().refund.findUniqueOrThrow({ where: { id: refundId } });
  if (refund.state === "COMPLETED" || refund.state === "FAILED") return refund.state;
  try {
    const answer = await phonePe().getRefundStatus(refund.merchantRefundId);
    await db().refund.update({ where: { id: refund.id }, data: { state: answer.state } });
    return answer.state;
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    return refund.state;
  }
}
