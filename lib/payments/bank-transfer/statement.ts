/**
 * A bank statement's credits, imported from its CSV export: each credit is recorded once (its UTR),
 * then matched to the order it names where that is certain (./auto-match.ts). Banks' exports
 * differ; the columns are found by their headings: the date ("Value Date", "Txn Date", "Date"),
 * the narration ("Narration", "Description", "Particulars", "Remarks"), the reference ("UTR",
 * "Ref No", "Cheque/Ref No", "Reference") and the credit ("Credit", "Deposit", "Credit Amount").
 * A row without a reference takes the UTR its narration quotes ("NEFT-HDFCN52026112900012345-…").
 */
import "server-only";
import { parseCsv } from "../../csv";
import { normaliseUtr, receivedTransferSchema, type ReceivedTransfer } from "../../validation/bank-transfers";
import { autoMatch } from "./auto-match";
import { recordTransfer } from "./transfers";

const HEADINGS = {
  date: /^(date|txn ?date|transaction ?date|value ?date|value ?dt\.?)$/,
  narration: /narration|description|particulars|remarks|transaction details/,
  reference: /utr|ref/,
  credit: /^(credit|deposit|cr)\.?( ?(amount|amt)\.?)?( ?\(inr\))?$/,
};

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "29/11/2026", "29-11-2026", "29-Nov-2026", "29 Nov 2026" or "2026-11-29" as "2026-11-29"; null otherwise. */
export function statementDay(cell: string): string | null {
  const value = cell.trim();
  const iso = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (iso) return value;
  const dmy = value.match(/^(\d{1,2})[/\- ](\d{1,2}|[A-Za-z]{3})[/\- ](\d{2}|\d{4})$/);
  if (!dmy) return null;
  const [, day, month, year] = dmy;
  const monthNumber = /^\d+$/.test(month!) ? Number(month) : MONTHS.indexOf(month!.toLowerCase()) + 1;
  const fullYear = year!.length === 2 ? `20${year}` : year;
  if (monthNumber < 1 || monthNumber > 12) return null;
  return `${fullYear}-${String(monthNumber).padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

export interface StatementImport {
  recorded: number;
  alreadyRecorded: number;
  matched: number;
  /** Lines that are credits but could not be read, with why. */
  skipped: { line: number; reason: string }[];
}

/** The statement's credits as transfers, and the lines that could not be read. */
export function readStatement(csv: string): {
  transfers: (ReceivedTransfer & { narration: string })[];
  skipped: StatementImport["skipped"];
} {
  const rows = parseCsv(csv);
  const headerIndex = rows.findIndex((row) => row.some((cell) => HEADINGS.credit.test(cell.trim().toLowerCase())));
  if (headerIndex < 0)
    return { transfers: [], skipped: [{ line: 1, reason: "No Credit or Deposit column was found" }] };
  const header = rows[headerIndex]!.map((cell) => cell.trim().toLowerCase());
  const column = (pattern: RegExp) => header.findIndex((heading) => pattern.test(heading));
  const at = {
    date: column(HEADINGS.date),
    narration: column(HEADINGS.narration),
    reference: column(HEADINGS.reference),
    credit: column(HEADINGS.credit),
  };
  const transfers: (ReceivedTransfer & { narration: string })[] = [];
  const skipped: StatementImport["skipped"] = [];
  rows.slice(headerIndex + 1).forEach((row, offset) => {
    const line = headerIndex + offset + 2;
    const credit = (row[at.credit] ?? "").replace(/[,₹\s]/g, "");
    if (!credit || Number(credit) === 0) return;
    const narration = (row[at.narration] ?? "").trim();
    const reference = normaliseUtr(row[at.reference] ?? "") || utrIn(narration) || "";
    const parsed = receivedTransferSchema.safeParse({
      utr: reference,
      amount: credit,
      receivedOn: statementDay(row[at.date] ?? "") ?? "",
      payerName: undefined,
    });
    if (parsed.success) transfers.push({ ...parsed.data, narration });
    else skipped.push({ line, reason: parsed.error.issues[0]!.message });
  });
  return { transfers, skipped };
}

/** The longest run of 12 to 22 capitals and digits with a digit in it: NEFT/RTGS/IMPS narrations quote the UTR so. */
function utrIn(narration: string): string | null {
  const runs = narration.toUpperCase().match(/[A-Z0-9]{12,22}/g) ?? [];
  return runs.filter((run) => /\d{6}/.test(run)).sort((a, b) => b.length - a.length)[0] ?? null;
}

export async function importStatement(csv: string): Promise<StatementImport> {
  const { transfers, skipped } = readStatement(csv);
  const outcome: StatementImport = { recorded: 0, alreadyRecorded: 0, matched: 0, skipped };
  for (const received of transfers) {
    const { transfer, created } = await recordTransfer(received, "STATEMENT").catch((error: unknown) => {
      skipped.push({ line: 0, reason: error instanceof Error ? error.message : String(error) });
      return { transfer: null, created: false };
    });
    if (!transfer) continue;
    if (created) outcome.recorded++;
    else outcome.alreadyRecorded++;
    if (await autoMatch(transfer).catch(() => null)) outcome.matched++;
  }
  return outcome;
}
