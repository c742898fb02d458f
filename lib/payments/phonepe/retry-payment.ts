/**
 * Paying again for an order whose payment failed or was abandoned (issue #16 item 2): a new
 * PhonePe attempt for the same order and amount. A bank transfer order awaiting its transfer may
 * be paid this way too (issue #35: "PhonePe stays available"); it stays a bank transfer order
 * until PhonePe pays it (./settlement.ts), so a failed attempt leaves it waiting for the transfer. While the order still holds its stock (awaiting
 * payment, inside its window) the attempt simply replaces the open one. A failed order gave its
 * stock back, so it is taken again in the same transaction, or the retry is refused (409) when
 * an item has sold out meanwhile. An earlier attempt that still completes is refunded by
 * settlement (a second payment of a paid order), or pays the order if it comes first.
 */
import "server-only";
import { db } from "../../db";
import type { PaymentMethod } from "../../generated/prisma/enums";
import { conflict, notFound } from "../../http/errors";
import { runOrderTransaction } from "../../orders/lifecycle/order-transaction";
import { lockOrder, transition } from "../../orders/lifecycle/transition";
import { openPaymentAttempt, requestCheckoutPage } from "./start-payment";
import { validationMessage } from "../../validation/error-messages";

/** The ways of paying an order may switch to PhonePe from (cash on delivery has its own: ./pay-online-instead.ts). */
const ONLINE_PAYABLE: PaymentMethod[] = ["PHONEPE", "BANK_TRANSFER"];

/** Opens the new attempt on the caller's order; returns PhonePe's checkout page. */
export async function retryPhonePePayment(userId: string, orderId: string, now = new Date()): Promise<string> {
  const { order, merchantOrderId } = await runOrderTransaction(async (transaction) => {
    const order = await lockOrder(transaction, orderId);
    if (order.userId !== userId) throw notFound(validationMessage("orderNotFound"));
    if (order.paid) throw conflict(validationMessage("alreadyPaid"));
    if (!ONLINE_PAYABLE.includes(order.paymentMethod)) throw conflict(validationMessage("paidOnDelivery"));
    if (order.status === "PAYMENT_FAILED" && order.paymentMethod === "PHONEPE") {
      await transition(transaction, orderId, "AWAITING_PAYMENT", {
        actor: { kind: "customer", id: userId },
        note: "Payment retried by the customer",
      });
    } else if (order.status === "AWAITING_PAYMENT") {
      const { paymentExpiresAt } = await transaction.tx.order.findUniqueOrThrow({
        where: { id: orderId },
        select: { paymentExpiresAt: true },
      });
      if (paymentExpiresAt && paymentExpiresAt <= now) {
        throw conflict(validationMessage("paymentWindowOver"));
      }
    } else {
      throw conflict(validationMessage("notAwaitingPayment"));
    }
    return { order, merchantOrderId: await openPaymentAttempt(transaction.tx, order) };
  });
  return requestCheckoutPage(order, merchantOrderId);
}

/** Whether the caller's order may be paid again now (the verify page offers the button). */
export async function mayRetryPayment(userId: string, orderId: string, now = new Date()): Promise<boolean> {
  const order = await db().order.findFirst({
    where: { id: orderId, userId, paid: false, paymentMethod: { in: ONLINE_PAYABLE } },
    select: { status: true, paymentExpiresAt: true, paymentMethod: true },
  });
  if (!order) return false;
  if (order.status === "PAYMENT_FAILED") return order.paymentMethod === "PHONEPE";
  return order.status === "AWAITING_PAYMENT" && (!order.paymentExpiresAt || order.paymentExpiresAt > now);
}
