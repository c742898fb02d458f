/**
 * Credit notes: what reduces an issued invoice, in their own series ("GP-CN/2026-27/000001").
 * A cancellation after invoicing credits everything not yet credited (the lifecycle calls this
 * when an invoiced order is cancelled); a return credits the returned quantities of some lines.
 * Each line is credited at most what was invoiced; the last units of a line take exactly what
 * is left of its amounts, so the credits of a line always add up to its invoice line.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { badRequest } from "../http/errors";
import { proportionOf } from "../money";
import { amountInWords } from "../tax/amount-in-words";
import { addUp } from "../tax/gst";
import { taxedLine } from "./lines";
import { issueNumbered, SERIES, type IssuedDocument } from "./numbering";
import { readTaxDocumentSnapshot, type DocumentLine, type TaxDocumentSnapshot } from "./snapshot";

export interface CreditNoteRequest {
  orderId: string;
  /** The order lines and quantities to credit; all that is not yet credited when omitted. */
  lines?: { orderItemId: string; quantity: number }[];
  /** With `lines`: also credit the shipping and COD fee not yet credited (a refund that repays them). */
  withCharges?: boolean;
  reason: string;
}

/** A line's identity across documents: its order line, or the charge it is. */
const lineKey = (line: DocumentLine) => line.orderItemId ?? line.kind;

const AMOUNTS = ["discount", "total", "taxable", "cgst", "sgst", "igst"] as const;

/** What is left to credit of `line` after the credits already issued. */
function remainderOf(line: DocumentLine, credited: DocumentLine[]): DocumentLine {
  const remaining = { ...line, quantity: line.quantity - credited.reduce((sum, c) => sum + c.quantity, 0) };
  for (const field of AMOUNTS) remaining[field] = line[field] - credited.reduce((sum, c) => sum + c[field], 0);
  return remaining;
}

/** `quantity` of the units left, with their share of the line's discount: what they were sold for. */
function creditLine(left: DocumentLine, quantity: number, supply: TaxDocumentSnapshot["supplyType"]): DocumentLine {
  if (quantity === left.quantity) return left;
  return taxedLine({ ...left, quantity, discount: proportionOf(left.discount, quantity, left.quantity) }, supply);
}

/**
 * Issues a credit note against the order's invoice, in the caller's transaction (the order row is
 * locked for it). Answers null when there is no invoice or nothing left to credit; refuses (400,
 * nothing written) a line that is not on the invoice or more units than remain to credit.
 */
export async function issueCreditNote(
  tx: Prisma.TransactionClient,
  { orderId, lines: requested, withCharges = false, reason }: CreditNoteRequest,
): Promise<IssuedDocument | null> {
  await tx.$queryRaw`SELECT 1 FROM "orders" WHERE "id" = ${orderId} FOR UPDATE`;
  const documents = await tx.taxDocument.findMany({ where: { orderId }, orderBy: { issuedAt: "asc" } });
  const invoiceRow = documents.find((document) => document.kind === "INVOICE");
  if (!invoiceRow) return null;
  const invoice = readTaxDocumentSnapshot(invoiceRow.snapshot, invoiceRow.id);
  const credits = documents
    .filter((document) => document.kind === "CREDIT_NOTE")
    .flatMap((document) => readTaxDocumentSnapshot(document.snapshot, document.id).lines);
  const left = invoice.lines
    .map((line) =>
      remainderOf(
        line,
        credits.filter((credit) => lineKey(credit) === lineKey(line)),
      ),
    )
    .filter((line) => line.quantity > 0);

  if (requested && new Set(requested.map((line) => line.orderItemId)).size !== requested.length) {
    throw badRequest("Name each order line once");
  }
  const lines = requested
    ? requested.map(({ orderItemId, quantity }) => {
        const line = left.find((candidate) => candidate.orderItemId === orderItemId);
        if (!line || !Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity) {
          throw badRequest("Only invoiced units not yet credited can be credited");
        }
        return creditLine(line, quantity, invoice.supplyType);
      })
    : left;
  if (requested && withCharges) lines.push(...left.filter((line) => line.kind !== "GOODS"));
  if (lines.length === 0) return null;

  const totals = addUp(lines);
  const issuedAt = new Date();
  const { number: _invoiceNumber, ...printed } = invoice;
  const snapshot: Omit<TaxDocumentSnapshot, "number"> = {
    ...printed,
    kind: "CREDIT_NOTE",
    issuedAt: issuedAt.toISOString(),
    against: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason: reason.trim() || null,
    estimatedDelivery: null,
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
    paidByCredit: 0,
  };
  const { id, number } = await issueNumbered(tx, {
    kind: "CREDIT_NOTE",
    series: SERIES.CREDIT_NOTE,
    orderId,
    issuedAt,
    snapshot,
  });
  return { id, number };
}
