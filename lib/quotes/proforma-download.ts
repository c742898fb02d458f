/** A sent quote's proforma invoice for whoever may read it: its customer or an operator; "Quote not found" (404) otherwise. */
import "server-only";
import type { DocumentReader } from "../invoices/documents";
import { notFound } from "../http/errors";
import { validationMessage } from "../validation/error-messages";
import { proformaPdf } from "./proforma";
import { quoteById, quoteOf, type Quote } from "./quote";

/** The states in which a customer has been sent the quote's prices. */
const SENT_STATES = new Set<Quote["state"]>(["SENT", "ACCEPTED", "EXPIRED"]);

export async function proformaFor(reader: DocumentReader, quoteId: string): Promise<{ filename: string; pdf: Buffer }> {
  // An order's signed link reads that order's documents, not its quote's.
  if (reader.kind === "anonymous" || reader.kind === "orderLink") throw notFound(validationMessage("quoteNotFound"));
  const quote = reader.kind === "admin" ? await quoteById(quoteId) : await quoteOf(reader.userId, quoteId);
  // Before it is sent a quote has no proforma (an operator's draft prices are not the customer's to read).
  if (!quote.number || (reader.kind === "customer" && !SENT_STATES.has(quote.state))) {
    throw notFound(validationMessage("quoteNotFound"));
  }
  return { filename: `proforma-${quote.number.replaceAll("/", "-")}.pdf`, pdf: await proformaPdf(quote) };
}
