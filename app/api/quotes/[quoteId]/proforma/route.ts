import { apiRoute } from "@/lib/http/responses";
import { documentReaderOf } from "@/lib/invoices/documents";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { proformaFor } from "@/lib/quotes/proforma-download";
import { recordIdSchema } from "@/lib/validation/ids";
import { pdfResponse } from "@/lib/http/pdf-response";

// GET /api/quotes/{quoteId}/proforma – a sent quote's proforma invoice as a PDF, for its customer or an admin; 404 for anyone else
export const GET = apiRoute<{ params: Promise<{ quoteId: string }> }>(async (request, { params }) => {
  await limitByAddress(request, "invoiceDownload");
  const quoteId = recordIdSchema("Quote ID").parse((await params).quoteId);
  const { filename, pdf } = await proformaFor(await documentReaderOf(request), quoteId);
  return pdfResponse(pdf, { filename, disposition: "attachment" });
});
