/**
 * Transfers that match themselves: a recorded transfer whose UTR the customer gave for their order,
 * or whose statement narration names the order or its quote's proforma number, pays that order —
 * when exactly one order awaiting a transfer fits and its amount is exactly the one due. Anything
 * less certain waits for an operator on /admin/bank-transfers.
 */
import "server-only";
import { db } from "../../db";
import { conflict, notFound } from "../../http/errors";
import { toPaise } from "../../money";
import { amountDue } from "../../orders/order";
import { validationMessage } from "../../validation/error-messages";
import { AWAITING_TRANSFER } from "./awaiting-orders";
import { matchTransfer, toTransfer, type RecordedTransfer } from "./transfers";

/** Matches the transfer to the one order it names, if there is exactly one of its amount; answers that order's id. */
export async function autoMatch(transfer: RecordedTransfer): Promise<string | null> {
  if (transfer.orderId) return null;
  const named = transfer.narration?.toUpperCase() ?? "";
  const candidates = await db().order.findMany({
    where: {
      ...AWAITING_TRANSFER,
      OR: [
        { transferReference: transfer.utr },
        ...(named ? [{ id: { in: orderIdsIn(named) } }, { quote: { number: { in: proformaNumbersIn(named) } } }] : []),
      ],
    },
    select: { id: true, amount: true, paidByCredit: true },
  });
  const fitting = candidates.filter(
    (order) =>
      amountDue({ amount: toPaise(order.amount), paidByCredit: toPaise(order.paidByCredit) }) === transfer.amount,
  );
  if (fitting.length !== 1) return null;
  await matchTransfer(transfer.id, fitting[0]!.id, null);
  return fitting[0]!.id;
}

/** The customer gives the UTR they paid their order with; a transfer already recorded under it pays the order at once. */
export async function giveTransferReference(userId: string, orderId: string, utr: string): Promise<void> {
  const updated = await db().order.updateMany({
    where: { id: orderId, userId, ...AWAITING_TRANSFER },
    data: { transferReference: utr },
  });
  if (updated.count === 0) {
    const theirs = await db().order.count({ where: { id: orderId, userId } });
    if (!theirs) throw notFound(validationMessage("orderNotFound"));
    throw conflict(validationMessage("notAwaitingTransfer"));
  }
  const transfer = await db().bankTransfer.findUnique({ where: { utr } });
  if (transfer && !transfer.orderId) await autoMatch(toTransfer(transfer));
}

/** Order ids (UUIDs) a narration may quote, upper-cased as it is; banks often drop the dashes. */
const orderIdsIn = (narration: string) =>
  [...narration.matchAll(/\b([0-9A-F]{8})-?([0-9A-F]{4})-?([0-9A-F]{4})-?([0-9A-F]{4})-?([0-9A-F]{12})\b/g)].map(
    (match) => match.slice(1).join("-").toLowerCase(),
  );

/** Proforma numbers ("GP-PF/2026-27/000001"); banks often drop the slashes and dashes. */
function proformaNumbersIn(narration: string): string[] {
  return [...narration.matchAll(/GP-?PF\/?(\d{4})-?(\d{2})\/?(\d{6,})/g)].map(
    ([, year, next, sequence]) => `GP-PF/${year}-${next}/${sequence}`,
  );
}
