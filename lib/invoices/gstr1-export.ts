/**
 * A month's tax documents as CSV for the GSTR-1 return: one row per document and HSN code / rate,
 * shipping and the COD fee included under the principal supply's HSN code (they are part of it).
 * Credit notes have their own rows, marked "Credit note", with negative amounts and the invoice
 * they reduce, so the month's rows add up to the net tax. Rupees with two decimals. Each row names
 * its GSTR-1 table (./gstr1-tables.ts) and, for a registered buyer, its GSTIN and name.
 */
import "server-only";
import { csvCell, csvDocument } from "../csv";
import { db } from "../db";
import { toRupeeString, type Paise } from "../money";
import { indianMonthBounds } from "../tax/financial-year";
import { creditNoteTable, invoiceTable, type Gstr1Table } from "./gstr1-tables";
import { readTaxDocumentSnapshot, type TaxDocumentSnapshot } from "./snapshot";

export const GSTR1_HEADER = [
  "Document type",
  "Document number",
  "Document date",
  "Original invoice number",
  "Seller GSTIN",
  "Place of supply",
  "Supply type",
  "HSN",
  "Rate (%)",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Total",
  "GSTR-1 table",
  "Recipient GSTIN",
  "Receiver name",
];

const shortDate = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "05-Nov-2026", the date form of the GST portal's offline tool. */
const portalDate = (iso: string) => shortDate.format(new Date(iso)).replaceAll(" ", "-");

interface Group {
  hsnCode: string;
  ratePercent: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

function groupsOf(snapshot: TaxDocumentSnapshot): Group[] {
  const groups = new Map<string, Group>();
  for (const line of snapshot.lines) {
    const key = `${line.hsnCode}|${line.ratePercent}`;
    const group = groups.get(key) ?? {
      hsnCode: line.hsnCode,
      ratePercent: line.ratePercent,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 0,
    };
    for (const field of ["taxable", "cgst", "sgst", "igst", "total"] as const) group[field] += line[field];
    groups.set(key, group);
  }
  return [...groups.values()];
}

function rowsOf(snapshot: TaxDocumentSnapshot, table: Gstr1Table): string[][] {
  const credit = snapshot.kind === "CREDIT_NOTE";
  const { gstin } = snapshot.buyer;
  const amount = (paise: Paise) => toRupeeString(credit ? -paise : paise);
  const place = snapshot.placeOfSupply;
  return groupsOf(snapshot).map((group) => [
    credit ? "Credit note" : "Invoice",
    csvCell(snapshot.number),
    portalDate(snapshot.issuedAt),
    csvCell(snapshot.against?.number ?? ""),
    csvCell(snapshot.seller.gstin),
    csvCell(place.code ? `${place.code}-${place.state}` : place.state),
    snapshot.supplyType === "INTRA_STATE" ? "Intra-state" : "Inter-state",
    csvCell(group.hsnCode),
    String(group.ratePercent),
    amount(group.taxable),
    amount(group.cgst),
    amount(group.sgst),
    amount(group.igst),
    amount(group.total),
    table,
    csvCell(gstin ?? ""),
    csvCell(gstin ? snapshot.buyer.name : ""),
  ]);
}

/** The CSV of every invoice and credit note issued in the Indian calendar month `month` ("2026-11"). */
export async function gstr1Csv(month: string): Promise<string> {
  const { start, end } = indianMonthBounds(month);
  const rows = await db().taxDocument.findMany({
    where: { issuedAt: { gte: start, lt: end } },
    orderBy: [{ kind: "asc" }, { financialYear: "asc" }, { sequence: "asc" }],
  });
  return csvDocument(GSTR1_HEADER, await gstr1Rows(rows));
}

/** The rows of these stored tax documents, in their order (the register's batches, lib/admin/csv/, too). */
export async function gstr1Rows(rows: { id: string; snapshot: unknown }[]): Promise<string[][]> {
  const documents = rows.map((row) => readTaxDocumentSnapshot(row.snapshot, row.id));
  const invoices = await invoicesReduced(documents);
  return documents.flatMap((document) => {
    if (document.kind === "INVOICE") return rowsOf(document, invoiceTable(document));
    // A credit note's table is its invoice's; one whose invoice cannot be read is the store's fault.
    const invoice = invoices.get(document.against!.number);
    if (!invoice) throw new Error(`Credit note ${document.number} reduces an invoice the store cannot find`);
    return rowsOf(document, creditNoteTable(invoice));
  });
}

/** The invoices the month's credit notes reduce, by number, wherever they were issued. */
async function invoicesReduced(documents: TaxDocumentSnapshot[]): Promise<Map<string, TaxDocumentSnapshot>> {
  const numbers = documents.flatMap((document) => (document.against ? [document.against.number] : []));
  const rows = await db().taxDocument.findMany({ where: { kind: "INVOICE", number: { in: numbers } } });
  return new Map(rows.map((row) => [row.number, readTaxDocumentSnapshot(row.snapshot, row.id)]));
}
