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
import type { RefundEventType } from "../../orders/lifecycle/events";
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
    return await recordRefundState(refund, answer.state, { firstAnswer: true, providerRefundId: answer.refundId });
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    log.warn("refund_request_failed", { orderId, code: error.code });
    return recordRefundState(refund, "FAILED", { firstAnswer: true });
  }
}

/** Asks PhonePe where an open refund stands and records it. */
export async function refreshRefund(refundId: string) {
  const refund = await db().refund.findUniqueOrThrow({ where: { id: refundId } });
  if (refund.state === "COMPLETED" || refund.state === "FAILED") return refund.state;
  try {
    const answer = await phonePe().getRefundStatus(refund.merchantRefundId);
    if (answer.state === refund.state) return refund.state;
    return await recordRefundState(refund, answer.state, { firstAnswer: false });
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    return refund.state;
  }
}

/**
 * The event a refund's new state means for its order: started once, when PhonePe first answers
 * (PENDING or CONFIRMED are both "under way"), then completed or failed. A later move between the
 * under-way states is recorded without an event, so nothing downstream hears "started" twice.
 */
function refundEvent(state: RefundState, firstAnswer: boolean): RefundEventType | null {
  if (state === "COMPLETED") return "order.refund_completed";
  if (state === "FAILED") return "order.refund_failed";
  return firstAnswer ? "order.refund_started" : null;
}

/** Records a refund's new state with its event on the order (lib/orders/lifecycle/events.ts). */
async function recordRefundState(
  refund: Refund,
  state: RefundState,
  { firstAnswer, providerRefundId }: { firstAnswer: boolean; providerRefundId?: string },
) {
  const type = refundEvent(state, firstAnswer);
  await runOrderTransaction(async (transaction) => {
    await transaction.tx.refund.update({ where: { id: refund.id }, data: { state, providerRefundId } });
    if (type)
      await emit(transaction, { type, orderId: refund.orderId, refundId: refund.id, amount: toPaise(refund.amount) });
  });
  return state;
}
