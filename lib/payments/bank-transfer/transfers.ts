/**
 * Money received in the store's bank account, and the orders it pays. A transfer is recorded once
 * (its UTR is unique: an operator typing it and a statement listing it are one transfer), then
 * matched to one order awaiting a bank transfer, of exactly the amount it is due: the order moves
 * to Order Placed, paid, through its lifecycle (invoice, e-mails) in the same transaction. Both
 * rows are locked, so a transfer pays one order once, and an order is paid once.
 */
import "server-only";
import { db } from "../../db";
import { conflict, notFound } from "../../http/errors";
import { formatRupees, toPaise, toRupeeString, type Paise } from "../../money";
import { runOrderTransaction } from "../../orders/lifecycle/order-transaction";
import { lockOrder, SYSTEM, transition } from "../../orders/lifecycle/transition";
import { amountDue } from "../../orders/order";
import type { ReceivedTransfer } from "../../validation/bank-transfers";

export interface RecordedTransfer {
  id: string;
  utr: string;
  amount: Paise;
  receivedOn: string;
  payerName: string | null;
  narration: string | null;
  orderId: string | null;
}

/** A stored transfer in domain shape: paise, its day as "2026-11-29". */
export const toTransfer = (row: {
  id: string;
  utr: string;
  amount: { toString(): string };
  receivedOn: Date;
  payerName: string | null;
  narration: string | null;
  orderId: string | null;
}): RecordedTransfer => ({
  ...row,
  amount: toPaise(row.amount.toString()),
  receivedOn: row.receivedOn.toISOString().slice(0, 10),
});

/**
 * Records a received transfer; the same UTR again is the same transfer (answered, not recorded
 * twice), unless its amount differs: then one of the two is mistyped (409).
 */
export async function recordTransfer(
  received: ReceivedTransfer & { narration?: string },
  source: "MANUAL" | "STATEMENT",
): Promise<{ transfer: RecordedTransfer; created: boolean }> {
  const created = await db().bankTransfer.createManyAndReturn({
    data: [
      {
        utr: received.utr,
        amount: toRupeeString(received.amount),
        receivedOn: new Date(`${received.receivedOn}T00:00:00Z`),
        payerName: received.payerName || null,
        narration: received.narration || null,
        source,
      },
    ],
    skipDuplicates: true,
  });
  if (created[0]) return { transfer: toTransfer(created[0]), created: true };
  const existing = toTransfer(await db().bankTransfer.findUniqueOrThrow({ where: { utr: received.utr } }));
  if (existing.amount !== received.amount) {
    throw conflict(
      `UTR ${received.utr} is already recorded for ${formatRupees(existing.amount)}: check which is right`,
    );
  }
  return { transfer: existing, created: false };
}

/**
 * Matches a recorded transfer to the order it pays: refused (409, nothing changed) when the
 * transfer already paid an order, the order is not awaiting a bank transfer, or the amounts differ.
 * `adminId` is the operator who matched it; null when it matched itself (./auto-match.ts).
 */
export async function matchTransfer(transferId: string, orderId: string, adminId: string | null): Promise<void> {
  await runOrderTransaction(async (transaction) => {
    const { tx } = transaction;
    const [transfer] = await tx.$queryRaw<{ utr: string; amount: string; orderId: string | null }[]>`
      SELECT "utr", "amount"::text, "orderId" FROM "bank_transfers" WHERE "id" = ${transferId} FOR UPDATE`;
    if (!transfer) throw notFound("Transfer not found");
    if (transfer.orderId) throw conflict(`This transfer already paid order ${transfer.orderId}`);
    const order = await lockOrder(transaction, orderId);
    if (order.paymentMethod !== "BANK_TRANSFER" || order.status !== "AWAITING_PAYMENT" || order.paid) {
      throw conflict(`Order ${orderId} is not awaiting a bank transfer`);
    }
    const received = toPaise(transfer.amount);
    const due = amountDue(order);
    if (received !== due) {
      throw conflict(
        `The transfer is ${formatRupees(received)} but the order is due ${formatRupees(due)}: match it only to an order of its amount`,
      );
    }
    await transition(transaction, orderId, "ORDER_PLACED", {
      actor: SYSTEM,
      note: `Bank transfer ${transfer.utr} of ${formatRupees(received)} received`,
      payment: { paymentMode: "BANK_TRANSFER", transactionId: transfer.utr },
    });
    await tx.bankTransfer.update({
      where: { id: transferId },
      data: { orderId, matchedAt: new Date(), matchedById: adminId },
    });
  });
}

/** The transfers no order has taken yet, newest first, and the latest matched ones, for the operators. */
export async function transfersForReview(): Promise<{ unmatched: RecordedTransfer[]; matched: RecordedTransfer[] }> {
  const [unmatched, matched] = await Promise.all([
    db().bankTransfer.findMany({ where: { orderId: null }, orderBy: { receivedOn: "desc" }, take: 200 }),
    db().bankTransfer.findMany({ where: { orderId: { not: null } }, orderBy: { matchedAt: "desc" }, take: 50 }),
  ]);
  return { unmatched: unmatched.map(toTransfer), matched: matched.map(toTransfer) };
}
