/**
 * Reading issued tax documents: who may, and which one. An order's owner (their token), the
 * store's admins (the admin cookie session) and the holder of the order's signed link
 * (lib/orders/order-links.ts, sent to its customer) may read its invoice and credit notes; everyone
 * else, signed in or not, gets the same 404 as for an order that does not exist or has no invoice.
 * A quote's proforma link (lib/quotes/proforma-link.ts) reads that quote's proforma only.
 */
import "server-only";
import { adminOfRequest } from "../auth/admin-session";
import { sessionCaller, tokenFromRequest } from "../auth/session";
import { db } from "../db";
import type { TaxDocumentKind } from "../generated/prisma/enums";
import { notFound } from "../http/errors";
import { renderTaxDocumentPdf } from "./pdf";
import { readTaxDocumentSnapshot } from "./snapshot";

/** Who is asking: an admin reads every order, a shopper only their own, a signed link its one order or quote. */
export type DocumentReader =
  | { kind: "admin" }
  | { kind: "customer"; userId: string }
  | { kind: "orderLink"; orderId: string }
  | { kind: "proformaLink"; quoteId: string }
  | { kind: "anonymous" };

export async function documentReaderOf(request: Request): Promise<DocumentReader> {
  if (await adminOfRequest(request)) return { kind: "admin" };
  const token = tokenFromRequest(request);
  const caller = token ? await sessionCaller(token, "TOKEN") : null;
  return caller ? { kind: "customer", userId: caller.id } : { kind: "anonymous" };
}

/** "tax-invoice-GP-2026-27-000123.pdf": the document's number, its slashes made dashes. */
export function taxDocumentFilename(kind: TaxDocumentKind, number: string): string {
  return `${kind === "INVOICE" ? "tax-invoice" : "credit-note"}-${number.replaceAll("/", "-")}.pdf`;
}

export interface DocumentChoice {
  kind: TaxDocumentKind;
  /** One credit note of several; the latest when omitted. */
  number?: string;
}

export interface TaxDocumentPdf {
  filename: string;
  pdf: Buffer;
}

/** The order's invoice (or a credit note) as a PDF, for a reader allowed to see it; else 404. */
export async function taxDocumentPdf(
  reader: DocumentReader,
  orderId: string,
  { kind, number }: DocumentChoice,
): Promise<TaxDocumentPdf> {
  const missing = () => notFound(kind === "INVOICE" ? "Invoice not found" : "Credit note not found");
  if (reader.kind === "anonymous" || reader.kind === "proformaLink") throw missing();
  if (reader.kind === "orderLink" && reader.orderId !== orderId) throw missing();
  const document = await db().taxDocument.findFirst({
    where: {
      orderId,
      kind,
      ...(number ? { number } : {}),
      ...(reader.kind === "customer" ? { order: { userId: reader.userId } } : {}),
    },
    orderBy: { sequence: "desc" },
  });
  if (!document) throw missing();
  const snapshot = readTaxDocumentSnapshot(document.snapshot, document.id);
  return {
    filename: taxDocumentFilename(kind, document.number),
    pdf: await renderTaxDocumentPdf(snapshot),
  };
}

/** An order's invoice and credit notes, in issue order, with where an admin downloads each. */
export async function listTaxDocumentsOf(orderId: string) {
  const documents = await db().taxDocument.findMany({
    where: { orderId },
    select: { kind: true, number: true, issuedAt: true },
    orderBy: [{ kind: "asc" }, { sequence: "asc" }],
  });
  const base = `/api/order/invoice/${encodeURIComponent(orderId)}`;
  return documents.map((document) => ({
    ...document,
    href:
      document.kind === "INVOICE"
        ? base
        : `${base}?${new URLSearchParams({ document: "credit-note", number: document.number })}`,
  }));
}
