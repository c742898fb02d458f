/**
 * Sends the refunds the order lifecycle queues (lib/orders/lifecycle/refund-queue.ts) and follows
 * them until PhonePe completes or fails them. A refund keeps one merchantRefundId for life: before
 * (re)sending, PhonePe is asked whether it already has it, so a request whose answer was lost (a
 * timeout, a crash) is followed up rather than sent twice. While one instance talks to PhonePe
 * about a refund it holds a short claim on the row, so several instances never race on one refund.
 */
import "server-only";
import { db } from "../../db";
import type { Refund, RefundState } from "../../generated/prisma/client";
import { log } from "../../log";
import { toPaise } from "../../money";
import type { RefundEventType } from "../../orders/lifecycle/events";
import { emit, runOrderTransaction } from "../../orders/lifecycle/order-transaction";
import { queueRefund } from "../../orders/lifecycle/refund-queue";
import { lockOrder } from "../../orders/lifecycle/transition";
import { PhonePeError } from "./client";
import { phonePe } from "./provider";

/** Longer than two calls to PhonePe at their timeout: a claim outlives the work it covers. */
const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Refunds looked at per run of the job. */
const BATCH = 50;

const UNSETTLED: RefundState[] = ["QUEUED", "PENDING", "CONFIRMED"];

/** Waits 30 s, 1 min, 2 min… up to an hour between calls about one refund. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** attempts, MAX_RETRY_MS);

/**
 * The job (lib/jobs/background-jobs.ts): every unsettled refund whose next call is due, of every order or
 * of the orders named. Answers how many it handled.
 */
export async function sendDueRefunds({ now = new Date(), orderIds }: { now?: Date; orderIds?: string[] } = {}) {
  const due = await db().refund.findMany({
    where: {
      state: { in: UNSETTLED },
      nextAttemptAt: { lte: now },
      ...(orderIds ? { orderId: { in: orderIds } } : {}),
    },
    orderBy: { nextAttemptAt: "asc" },
    select: { id: true },
    take: BATCH,
  });
  for (const { id } of due) await followRefund(id);
  return due.length;
}

/**
 * Sends a queued refund, or asks where a sent one stands, and records the answer. Answers the
 * refund's state afterwards; a refund another instance is handling is left to it.
 */
export async function followRefund(refundId: string): Promise<RefundState> {
  const refund = await claim(refundId);
  if (!refund) return (await db().refund.findUniqueOrThrow({ where: { id: refundId } })).state;
  try {
    const known = await refundAtPhonePe(refund.merchantRefundId);
    if (known) return await record(refund, known.state, { providerRefundId: known.refundId });
    if (refund.state !== "QUEUED") {
      // PhonePe accepted it once; not knowing it now is PhonePe's glitch, not a reason to resend.
      return await retryLater(refund, "REFUND_NOT_FOUND");
    }
    const answer = await phonePe().refund({
      merchantRefundId: refund.merchantRefundId,
      originalMerchantOrderId: await originalMerchantOrderId(refund),
      amount: toPaise(refund.amount),
    });
    return await record(refund, answer.state, { providerRefundId: answer.refundId });
  } catch (error) {
    if (!(error instanceof PhonePeError)) {
      await release(refund.id);
      throw error;
    }
    log.warn("refund_call_failed", { refundId, code: error.code });
    // PhonePe refused the request itself: the money stays with the customer's bank, so say so.
    if (isRefusal(error)) return await record(refund, "FAILED", {});
    return await retryLater(refund, error.code);
  }
}

/**
 * An operator's retry after PhonePe failed a refund: a new refund of the same payment, under a new
 * merchantRefundId. Answers its state, or null when nothing failed (or a refund is under way).
 */
export async function retryFailedRefund(orderId: string): Promise<RefundState | null> {
  const refundId = await runOrderTransaction(async (transaction) => {
    await lockOrder(transaction, orderId);
    const failed = await transaction.tx.refund.findFirst({
      where: { orderId, state: "FAILED" },
      orderBy: { createdAt: "desc" },
    });
    if (!failed) return null;
    return queueRefund(transaction, {
      orderId,
      paymentAttemptId: failed.paymentAttemptId,
      amount: toPaise(failed.amount),
      returnRequestId: failed.returnRequestId ?? undefined,
    });
  });
  return refundId ? followRefund(refundId) : null;
}

/**
 * Takes the refund for this instance until the claim expires; null when it is settled or taken.
 * Claims run on the clock, whatever moment the job was asked to consider.
 */
async function claim(refundId: string): Promise<Refund | null> {
  const now = new Date();
  const { count } = await db().refund.updateMany({
    where: {
      id: refundId,
      state: { in: UNSETTLED },
      OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
    },
    data: { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
  });
  return count === 1 ? db().refund.findUniqueOrThrow({ where: { id: refundId } }) : null;
}

const release = (refundId: string) => db().refund.update({ where: { id: refundId }, data: { claimedUntil: null } });

/** PhonePe's record of the refund, or null when PhonePe has never received it. */
async function refundAtPhonePe(merchantRefundId: string) {
  try {
    return await phonePe().getRefundStatus(merchantRefundId);
  } catch (error) {
    if (error instanceof PhonePeError && isRefusal(error)) return null;
    throw error;
  }
}

/** A 4xx other than a sign-in problem: PhonePe understood the call and said no. */
const isRefusal = (error: PhonePeError) =>
  error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401 && error.httpStatus !== 429;

async function originalMerchantOrderId(refund: Refund): Promise<string> {
  const attempt = await db().paymentAttempt.findUniqueOrThrow({ where: { id: refund.paymentAttemptId } });
  return attempt.merchantOrderId;
}

async function retryLater(refund: Refund, code: string): Promise<RefundState> {
  await db().refund.update({
    where: { id: refund.id },
    data: {
      attempts: { increment: 1 },
      nextAttemptAt: new Date(Date.now() + retryDelayMs(refund.attempts)),
      lastError: code,
      claimedUntil: null,
    },
  });
  return refund.state;
}

/**
 * The events a refund's move means for its order: started when PhonePe first accepts it, then
 * completed or failed (both at once when PhonePe's first answer is already final). Moves between
 * the under-way states have none, so nothing downstream hears "started" twice.
 */
function refundEvents(from: RefundState, to: RefundState): RefundEventType[] {
  if (from === to) return [];
  const started: RefundEventType[] = from === "QUEUED" && to !== "FAILED" ? ["order.refund_started"] : [];
  if (to === "COMPLETED") return [...started, "order.refund_completed"];
  if (to === "FAILED") return ["order.refund_failed"];
  return started;
}

/**
 * Records PhonePe's answer with its events, and when to ask again if it is still under way. Only
 * from the state this claim read: should a claim ever have expired under a slow call, the later
 * writer finds the row moved and records nothing, so no event is told twice.
 */
async function record(
  refund: Refund,
  state: RefundState,
  { providerRefundId }: { providerRefundId?: string },
): Promise<RefundState> {
  await runOrderTransaction(async (transaction) => {
    const { count } = await transaction.tx.refund.updateMany({
      where: { id: refund.id, state: refund.state },
      data: {
        state,
        providerRefundId: providerRefundId ?? refund.providerRefundId,
        attempts: { increment: 1 },
        nextAttemptAt: new Date(Date.now() + retryDelayMs(refund.attempts)),
        lastError: null,
        claimedUntil: null,
      },
    });
    if (count === 0) return;
    for (const type of refundEvents(refund.state, state)) {
      await emit(transaction, { type, orderId: refund.orderId, refundId: refund.id, amount: toPaise(refund.amount) });
    }
  });
  return state;
}
