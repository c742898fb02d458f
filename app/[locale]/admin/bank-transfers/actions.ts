"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { DomainError } from "@/lib/http/errors";
import { formatRupees } from "@/lib/money";
import { displayOrderId } from "@/lib/orders/order-view";
import { autoMatch } from "@/lib/payments/bank-transfer/auto-match";
import { importStatement, type StatementImport } from "@/lib/payments/bank-transfer/statement";
import { matchTransfer, recordTransfer, type RecordedTransfer } from "@/lib/payments/bank-transfer/transfers";
import { receivedTransferSchema } from "@/lib/validation/bank-transfers";
import { csvFileSchema } from "@/lib/validation/csv-file";
import { recordIdSchema } from "@/lib/validation/ids";

const PAGE = "/admin/bank-transfers";

/** A month's statement of a busy account is a few hundred kilobytes. */
const MAX_STATEMENT_BYTES = 1024 * 1024;
const statementFileSchema = csvFileSchema({
  what: "the statement's CSV file",
  maxBytes: MAX_STATEMENT_BYTES,
  tooLarge: "The statement must be at most 1 MB: import a month at a time",
  howToExport: "export the statement from the bank as CSV",
});

const matchFormSchema = z.object({
  transferId: recordIdSchema("Transfer ID"),
  orderId: recordIdSchema("The order it pays"),
});

/** Matches it to the one order it names, if certain (lib/payments/bank-transfer/auto-match.ts); a refusal leaves it for review. */
async function matchIfCertain(transfer: RecordedTransfer): Promise<string | null> {
  return autoMatch(transfer).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
}

/** Records a transfer seen in the bank account, and matches it at once when its order is certain. */
export async function recordTransferAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async () => {
    const received = receivedTransferSchema.parse(Object.fromEntries(formData));
    const { transfer, created } = await recordTransfer(received, "MANUAL");
    const orderId = await matchIfCertain(transfer);
    revalidatePath(PAGE);
    const recorded = `${created ? "Recorded" : "Already recorded"}: UTR ${transfer.utr}, ${formatRupees(transfer.amount)}.`;
    if (orderId) return { ok: true, message: `${recorded} It paid order #${displayOrderId(orderId)}.` };
    if (transfer.orderId)
      return { ok: true, message: `${recorded} It paid order #${displayOrderId(transfer.orderId)}.` };
    return { ok: true, message: `${recorded} No order is certain: match it below.` };
  });
}

/** The import's outcome, with each line that could not be read and why. */
export type StatementResult = ActionResult & { skipped?: StatementImport["skipped"] };

export async function importStatementAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<StatementResult> {
  // Kept beside the ActionResult asAdmin answers: the form lists the skipped lines.
  const outcome: { skipped?: StatementImport["skipped"] } = {};
  const result = await asAdmin(async () => {
    const file = statementFileSchema.parse(formData.get("statement"));
    const text = await file.text();
    // A spreadsheet renamed .csv is binary: say so rather than report every line skipped.
    if (text.includes("\u0000")) throw new DomainError(400, "This file is not a CSV text file: export it as CSV");
    const imported = await importStatement(text);
    outcome.skipped = imported.skipped;
    revalidatePath(PAGE);
    return {
      ok: true,
      message:
        `Recorded: ${imported.recorded}. Already recorded: ${imported.alreadyRecorded}. ` +
        `Matched to their orders: ${imported.matched}. Lines skipped: ${imported.skipped.length}.`,
    };
  });
  return { ...result, ...outcome };
}

/** An operator's match of a received transfer to the order it pays (refused unless the amounts agree). */
export async function matchTransferAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const { transferId, orderId } = matchFormSchema.parse(Object.fromEntries(formData));
    await matchTransfer(transferId, orderId, admin.id);
    revalidatePath(PAGE);
    return { ok: true, message: `Matched: order #${displayOrderId(orderId)} is paid and placed.` };
  });
}
