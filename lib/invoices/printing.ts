import type { TaxDocumentSnapshot } from "./snapshot";
import type { InvoiceTexts } from "./texts";

/** A tax document being printed: its PDF, its snapshot, its words and how it writes its dates. */
export interface Printing {
  doc: PDFKit.PDFDocument;
  snapshot: TaxDocumentSnapshot;
  t: InvoiceTexts;
  date: (iso: string) => string;
}
