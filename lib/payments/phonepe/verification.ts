/**
 * The verify call (SPEC §7): the shopper, back from PhonePe, asks how the payment went. PhonePe's
 * order-status API is asked and its answer settles the order; only the order's owner may ask.
 */
import "server-only";
import type { Caller } from "../../auth/session";
import { db } from "../../db";
import { badGateway, badRequest } from "../../http/errors";
import { getOrderOf, type Order } from "../../orders/order";
import { describePaymentFailure, PhonePeError } from "./client";
import { phonePe } from "./provider";
import { fromStatus, settle } from "./settlement";
import type { OrderStatusResponse } from "./types";

export type VerificationResult =
  | { outcome: "paid"; alreadyPaid: boolean; order: Order }
  | { outcome: "failed"; reason: string; order: Order }
  | { outcome: "pending"; order: Order };

export async function verifyPhonePePayment(
  caller: Caller,
  orderId: string,
  merchantOrderId: string,
): Promise<VerificationResult> {
  const order = await getOrderOf(caller.id, orderId);
  // A bank transfer order being paid online stays one until PhonePe pays it (./retry-payment.ts).
  const online = order.paymentMethod === "PHONEPE" || order.paymentMethod === "BANK_TRANSFER";
  if (!online || order.phonePeOrderId !== merchantOrderId) {
    throw badRequest("Invalid payment verification request");
  }
  if (order.paid) return { outcome: "paid", alreadyPaid: true, order };

  if (order.status === "AWAITING_PAYMENT") {
    let status: OrderStatusResponse;
    try {
      status = await phonePe().getOrderStatus(merchantOrderId);
    } catch (error) {
      if (error instanceof PhonePeError) throw badGateway(`Failed to verify payment status: ${error.message}`);
      throw error;
    }
    await settle(merchantOrderId, fromStatus(status));
  }

  const settled = await getOrderOf(caller.id, orderId);
  if (settled.paid) return { outcome: "paid", alreadyPaid: false, order: settled };
  const attempt = await db().paymentAttempt.findUnique({
    where: { merchantOrderId },
    select: { state: true, errorCode: true },
  });
  // A failed attempt fails a PhonePe order; a bank transfer order goes on waiting for its transfer.
  if (settled.status === "PAYMENT_FAILED" || attempt?.state === "FAILED" || attempt?.state === "EXPIRED") {
    return { outcome: "failed", reason: describePaymentFailure(attempt?.errorCode ?? undefined), order: settled };
  }
  return { outcome: "pending", order: settled };
}
