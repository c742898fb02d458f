/**
 * Settling an order from PhonePe's answer (asked by the verify call, pushed by the webhook, or
 * checked when the payment window ends). Payments only report what PhonePe said; the order's
 * moves are the lifecycle's (lib/orders/lifecycle/). An order is settled once: later answers (a
 * second verify, a duplicate or late webhook) find it settled and change nothing.
 */
import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import type { OrderStatus } from "../../generated/prisma/enums";
import { toPaise } from "../../money";
import { runOrderTransaction } from "../../orders/lifecycle/order-transaction";
import { queueRefund } from "../../orders/lifecycle/refund-queue";
import { lockOrder, recordPaymentAfterRelease, SYSTEM, transition } from "../../orders/lifecycle/transition";
import { describePaymentFailure } from "./client";
import type { OrderStatusResponse } from "./types";

/** PhonePe's view of a payment, reduced to what settles an order. */
export interface ProviderResult {
  state: "PENDING" | "COMPLETED" | "FAILED";
  /** Paise. */
  amount?: number;
  errorCode?: string;
  paymentMode?: string;
  transactionId?: string;
}

export function fromStatus(status: OrderStatusResponse): ProviderResult {
  const detail = status.paymentDetails.at(-1);
  return {
    state: status.state,
    amount: status.amount,
    errorCode: status.errorCode ?? detail?.errorCode,
    paymentMode: detail?.paymentMode,
    transactionId: detail?.transactionId,
  };
}

/** How long after PhonePe's own expiry an unanswered payment is still waited for. */
export const EXPIRY_GRACE_MS = 2 * 60_000;

/** Applies PhonePe's answer for one payment attempt; returns the order's status afterwards. */
export async function settle(
  merchantOrderId: string,
  result: ProviderResult,
  now = new Date(),
): Promise<OrderStatus | null> {
  return runOrderTransaction(async (transaction) => {
    const { tx } = transaction;
    const attempt = await tx.paymentAttempt.findUnique({ where: { merchantOrderId } });
    if (!attempt) return null;
    const order = await lockOrder(transaction, attempt.orderId);
    const completed = result.state === "COMPLETED";
    // A bank transfer order its customer chose to pay online (./retry-payment.ts).
    const waitsForTransfer = order.paymentMethod === "BANK_TRANSFER";
    const paidInFull = completed && result.amount === order.amount - order.paidByCredit;
    // What this attempt asked for: a released order's credit has gone back since, not its asking.
    const paidAsAsked = completed && result.amount === toPaise(attempt.amount);
    // What PhonePe took; PhonePe refuses a refund above it, so the sum asked for is a safe bound.
    const received = result.amount ?? toPaise(attempt.amount);
    const payment = { paymentMode: result.paymentMode, transactionId: result.transactionId };
    const recordAttempt = (data: { state: "COMPLETED" | "FAILED" | "EXPIRED"; errorCode?: string }) =>
      tx.paymentAttempt.update({ where: { id: attempt.id }, data: { ...data, ...payment } });
    const failOrder = async (errorCode: string) => {
      await transition(transaction, order.id, "PAYMENT_FAILED", {
        actor: SYSTEM,
        note: describePaymentFailure(errorCode),
      });
      return "PAYMENT_FAILED" as const;
    };

    // The store's window outlasts PhonePe's by a margin, so a late payment is not cut off here.
    const expired = result.state === "PENDING" && now.getTime() > attempt.expiresAt.getTime() + EXPIRY_GRACE_MS;
    /** Records that the attempt took no money and never will; answers why. */
    const closeUnpaid = async () => {
      const errorCode = expired ? "TXN_EXPIRED" : (result.errorCode ?? "PAYMENT_FAILED");
      await recordAttempt({ state: expired ? "EXPIRED" : "FAILED", errorCode });
      return errorCode;
    };

    if (order.status !== "AWAITING_PAYMENT") {
      // Money the order no longer waits for (it was released, paid through another attempt, or
      // switched to cash on delivery) must not go unnoticed: it is recorded once, and goes back.
      if (attempt.state === "PENDING" && (result.state === "FAILED" || expired)) {
        // Closed, so the expiry sweep stops asking about it.
        await closeUnpaid();
      } else if (completed && attempt.state !== "COMPLETED") {
        // Released by a failed payment or by the customer's own cancellation: paid, and refunded.
        const released = order.status === "PAYMENT_FAILED" || order.status === "CANCELLED";
        const paysReleased = paidAsAsked && released && !order.paid;
        // Otherwise a payment the order did not need (paid by another attempt, or switched to cash
        // on delivery): marked so that a later return never refunds against it.
        const errorCode = paysReleased ? undefined : paidInFull ? "DUPLICATE_PAYMENT" : "AMOUNT_MISMATCH";
        await recordAttempt({ state: "COMPLETED", ...(errorCode ? { errorCode } : {}) });
        if (paysReleased) {
          await recordPaymentAfterRelease(transaction, order, attempt.id, received);
        } else {
          await queueRefund(transaction, { orderId: order.id, paymentAttemptId: attempt.id, amount: received });
        }
      }
      return order.status;
    }

    if (result.state === "PENDING" && !expired) return order.status;

    if (paidInFull) {
      await recordAttempt({ state: "COMPLETED" });
      // A bank transfer order paid online instead is an online order from now on (refunds, invoice).
      if (waitsForTransfer) await tx.order.update({ where: { id: order.id }, data: { paymentMethod: "PHONEPE" } });
      await transition(transaction, order.id, "ORDER_PLACED", { actor: SYSTEM, note: "Paid through PhonePe", payment });
      return "ORDER_PLACED";
    }

    if (completed) {
      // A completed payment of another sum does not pay the order: what was taken goes back.
      await recordAttempt({ state: "COMPLETED", errorCode: "AMOUNT_MISMATCH" });
      await queueRefund(transaction, { orderId: order.id, paymentAttemptId: attempt.id, amount: received });
      if (waitsForTransfer || !(await isCurrentAttempt(tx, order.id, merchantOrderId))) return order.status;
      return failOrder("AMOUNT_MISMATCH");
    }
    const errorCode = await closeUnpaid();
    // An attempt the customer has replaced with a retry ends alone: the order waits for the new one.
    // So does one on a bank transfer order: it still waits for its transfer, until its own day.
    if (waitsForTransfer || !(await isCurrentAttempt(tx, order.id, merchantOrderId))) return order.status;
    return failOrder(errorCode);
  });
}

async function isCurrentAttempt(tx: Prisma.TransactionClient, orderId: string, merchantOrderId: string) {
  const { phonePeOrderId } = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { phonePeOrderId: true },
  });
  return phonePeOrderId === merchantOrderId;
}
