/**
 * Orders whose bank transfer never came: once their payment days (BANK_TRANSFER_DAYS) are over,
 * they are released — Payment Failed, their stock back on sale — by the payment sweep
 * (lib/jobs/background-jobs.ts), one instance at a time. A transfer that arrives later is matched
 * by no order: the operators see it unmatched and refund it or place the order again.
 */
import "server-only";
import { db } from "../../db";
import { runOrderTransaction } from "../../orders/lifecycle/order-transaction";
import { lockOrder, SYSTEM, transition } from "../../orders/lifecycle/transition";

export async function releaseUnpaidTransfers(now = new Date()): Promise<number> {
  const due = await db().order.findMany({
    where: { paymentMethod: "BANK_TRANSFER", status: "AWAITING_PAYMENT", paymentExpiresAt: { lt: now } },
    select: { id: true },
    orderBy: { paymentExpiresAt: "asc" },
    take: 100,
  });
  for (const { id } of due) {
    await runOrderTransaction(async (transaction) => {
      // Matched meanwhile by an operator: the lock decides, and a paid order stays paid.
      const order = await lockOrder(transaction, id);
      if (order.status !== "AWAITING_PAYMENT" || order.paid) return;
      await transition(transaction, id, "PAYMENT_FAILED", { actor: SYSTEM, note: "No bank transfer arrived in time" });
    });
  }
  return due.length;
}
