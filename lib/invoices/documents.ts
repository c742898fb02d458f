/**
 * Reading issued tax documents: who may, and which one. An order's owner (their token) and the
 * store's admins (the admin cookie session) may read its invoice and credit notes; everyone else,
 * signed in or not, gets the same 404 as for an order that does not exist or has no invoice.
 */
import "server-only";
import { adminOfRequest } from "../auth/admin-session";
import { sessionCaller, tokenFromRequest } from "../auth/session";
import { db } from "../db";
import type { TaxDocumentKind } from "../generated/prisma/enums";
import { notFound } from "../http/errors";
import { renderTaxDocumentPdf } from "./pdf";
import { readTaxDocumentSnapshot } from "./snapshot";

/** Who is asking: an admin reads every order, a shopper only their own. */
export type DocumentReader = { kind: "admin" } | { kind: "customer"; userId: string } | { kind: "anonymous" };

export async function documentReaderOf(request: Request): Promise<DocumentReader> {
  if (await adminOfRequest(request)) return { kind: "admin" };
  const token = tokenFromRequest(request);
  const caller = token ? await sessionCaller(token, "TOKEN") : null;
  return caller ? { kind: "customer", userId: caller.id } : { kind: "anonymous" };
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
  if (reader.kind === "anonymous") throw missing();
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
  const label = kind === "INVOICE" ? "tax-invoice" : "credit-note";
  return {
    filename: `${label}-${document.number.replaceAll("/", "-")}.pdf`,
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
