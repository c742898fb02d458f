/**
 * A customer's tax invoices and credit notes of a period as one PDF, for a school's accounts
 * office: each document as it was issued, in issue order, one after another (pdf-lib joins the
 * pages pdfkit drew). Periods are Indian calendar days, a year at most.
 */
import "server-only";
import { PDFDocument } from "pdf-lib";
import { endOfIndianIsoDay, startOfIndianIsoDay } from "../dates";
import { db } from "../db";
import { notFound } from "../http/errors";
import { renderTaxDocumentPdf } from "./pdf";
import { readTaxDocumentSnapshot } from "./snapshot";

/** Enough for a school's year of orders; more asks for a shorter period. */
export const MAX_DOCUMENTS_PER_BUNDLE = 300;

export async function invoicesOfPeriod(
  userId: string,
  { from, to }: { from: string; to: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const documents = await db().taxDocument.findMany({
    where: {
      order: { userId },
      issuedAt: { gte: startOfIndianIsoDay(from), lt: endOfIndianIsoDay(to) },
    },
    orderBy: [{ issuedAt: "asc" }, { sequence: "asc" }],
    take: MAX_DOCUMENTS_PER_BUNDLE,
  });
  if (documents.length === 0) throw notFound("No invoices in this period");
  const bundle = await PDFDocument.create();
  bundle.setTitle(`Tax invoices and credit notes ${from} to ${to}`);
  for (const document of documents) {
    const rendered = await PDFDocument.load(
      await renderTaxDocumentPdf(readTaxDocumentSnapshot(document.snapshot, document.id)),
    );
    for (const page of await bundle.copyPages(rendered, rendered.getPageIndices())) bundle.addPage(page);
  }
  return { filename: `tax-invoices-${from}-to-${to}.pdf`, pdf: Buffer.from(await bundle.save()) };
}
