/**
 * A sent quote's proforma invoice for whoever may read it: its customer, an operator, or the holder
 * of its signed link (./proforma-link.ts); "Quote not found" (404) otherwise.
 */
import "server-only";
import type { DocumentReader } from "../invoices/documents";
import { notFound } from "../http/errors";
import { validationMessage } from "../validation/error-messages";
import { proformaPdf } from "./proforma";
import { quoteById, quoteOf, type Quote } from "./quote";

/** The states in which a customer has been sent the quote's prices. */
const SENT_STATES = new Set<Quote["state"]>(["SENT", "ACCEPTED", "EXPIRED"]);

/** "proforma-GP-PF-2026-27-000001.pdf": the proforma's number, its slashes made dashes. */
export const proformaFilename = (number: string) => `proforma-${number.replaceAll("/", "-")}.pdf`;

export async function proformaFor(reader: DocumentReader, quoteId: string): Promise<{ filename: string; pdf: Buffer }> {
  const missing = () => notFound(validationMessage("quoteNotFound"));
  // An order's signed link reads that order's documents, not its quote's; a proforma's link its own quote only.
  if (reader.kind === "anonymous" || reader.kind === "orderLink") throw missing();
  if (reader.kind === "proformaLink" && reader.quoteId !== quoteId) throw missing();
  const quote = reader.kind === "customer" ? await quoteOf(reader.userId, quoteId) : await quoteById(quoteId);
  // Before it is sent a quote has no proforma (an operator's draft prices are not the customer's to read).
  if (!quote.number || (reader.kind !== "admin" && !SENT_STATES.has(quote.state))) throw missing();
  return { filename: proformaFilename(quote.number), pdf: await proformaPdf(quote) };
}
