/**
 * Which table of GSTR-1 a tax document is reported in (docs/GST.md): invoices to a registered
 * buyer in 4A (B2B); to a consumer in another state above the B2CL limit in 5 (B2CL); all other
 * consumer invoices in 7 (B2CS). Credit notes to a registered buyer in 9B (CDNR); against a B2CL
 * invoice in 9B (CDNUR); against a B2CS invoice netted in 7 with it.
 */
import type { Paise } from "../money";
import type { TaxDocumentSnapshot } from "./snapshot";

export type Gstr1Table = "4A B2B" | "5 B2CL" | "7 B2CS" | "9B CDNR" | "9B CDNUR";

/** Rule 59(4) as amended by Notification 12/2024-CT: ₹1,00,000 from 1 August 2024, ₹2,50,000 before. */
const B2CL_LIMIT_FROM = Date.parse("2024-07-31T18:30:00Z");
export function b2clLimit(issuedAt: string): Paise {
  return Date.parse(issuedAt) >= B2CL_LIMIT_FROM ? 1_00_000_00 : 2_50_000_00;
}

type Reported = Pick<TaxDocumentSnapshot, "buyer" | "supplyType" | "totals" | "issuedAt">;

export function invoiceTable(invoice: Reported): Gstr1Table {
  if (invoice.buyer.gstin) return "4A B2B";
  const large = invoice.supplyType === "INTER_STATE" && invoice.totals.total > b2clLimit(invoice.issuedAt);
  return large ? "5 B2CL" : "7 B2CS";
}

/** A credit note's table, from the invoice it reduces (its buyer and its table). */
export function creditNoteTable(invoice: Reported): Gstr1Table {
  const table = invoiceTable(invoice);
  if (table === "4A B2B") return "9B CDNR";
  return table === "5 B2CL" ? "9B CDNUR" : "7 B2CS";
}
