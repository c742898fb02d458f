/**
 * The background job that releases online orders whose payment window has passed, so their
 * reserved stock goes back on sale, and follows up gift card payments left open (a card paid
 * without a webhook is still issued). Run every minute by lib/jobs/background-jobs.ts.
 */
import "server-only";
import { db } from "../../db";
import { env } from "../../env";
import { runOrderTransaction } from "../../orders/lifecycle/order-transaction";
import { lockOrder, SYSTEM, transition } from "../../orders/lifecycle/transition";
import { PhonePeError } from "./client";
import { phonePe } from "./provider";
import { followGiftCardPayments } from "./gift-card-payment";
import { EXPIRY_GRACE_MS, fromStatus, settle, type ProviderResult } from "./settlement";

/**
 * Settles expired attempts: PhonePe is asked first (a payment may have completed at the last
 * moment); when it cannot answer, the window's end decides. Attempts of orders that stopped
 * waiting for them (replaced by a retry, switched to cash on delivery, cancelled) are asked too: a
 * payment they took after all is refunded even when PhonePe's webhook never arrives. Answers how
 * many attempts and orders it looked at.
 */
export async function releaseExpiredPayments(now = new Date()): Promise<number> {
  const attempts = await db().paymentAttempt.findMany({
    where: { state: "PENDING", expiresAt: { lt: new Date(now.getTime() - EXPIRY_GRACE_MS) } },
    select: { merchantOrderId: true },
    orderBy: { expiresAt: "asc" },
    take: 100,
  });
  for (const { merchantOrderId } of attempts) {
    let result: ProviderResult = { state: "PENDING" };
    try {
      result = fromStatus(await phonePe().getOrderStatus(merchantOrderId));
    } catch (error) {
      if (!(error instanceof PhonePeError)) throw error;
    }
    await settle(merchantOrderId, result, now);
  }
  return attempts.length + (await releaseOrphanedOrders(now)) + (await followGiftCardPayments(now));
}

/**
 * Orders awaiting payment that never got a payment attempt (the store failed between creating the
 * order and asking PhonePe): no payment can exist, so their stock goes back once the window ends.
 */
async function releaseOrphanedOrders(now: Date): Promise<number> {
  const windowMs = env().phonePe.paymentExpirySeconds * 1000 + EXPIRY_GRACE_MS;
  const orphans = await db().order.findMany({
    where: {
      status: "AWAITING_PAYMENT",
      // A bank transfer order has no attempt by design: it waits its own days (lib/payments/bank-transfer/).
      paymentMethod: "PHONEPE",
      paymentAttempts: { none: {} },
      createdAt: { lt: new Date(now.getTime() - windowMs) },
    },
    select: { id: true },
    take: 100,
  });
  for (const { id } of orphans) {
    await runOrderTransaction(async (transaction) => {
      const order = await lockOrder(transaction, id);
      if (order.status !== "AWAITING_PAYMENT") return;
      await transition(transaction, id, "PAYMENT_FAILED", { actor: SYSTEM, note: "No payment was started" });
    });
  }
  return orphans.length;
}
