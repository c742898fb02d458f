import { z } from "zod";
import { apiRoute } from "@/lib/http/responses";
import { documentReaderOf, taxDocumentPdf } from "@/lib/invoices/documents";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { recordIdSchema } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";
import { pdfResponse } from "@/lib/http/pdf-response";

const documentQuery = z.object({
  document: z.enum(["invoice", "credit-note"], { error: "document must be invoice or credit-note" }).default("invoice"),
  number: text().trim().max(40).optional(),
});

// GET /api/order/invoice/{orderId}[?document=credit-note[&number=GP-CN/2026-27/000001]]
// – the order's GST tax invoice (or a credit note) as a PDF, for its owner or an admin; 404 for anyone else
export const GET = apiRoute<{ params: Promise<{ orderId: string }> }>(async (request, { params }) => {
  await limitByAddress(request, "invoiceDownload");
  const orderId = recordIdSchema("Order ID").parse((await params).orderId);
  const query = documentQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { filename, pdf } = await taxDocumentPdf(await documentReaderOf(request), orderId, {
    kind: query.document === "invoice" ? "INVOICE" : "CREDIT_NOTE",
    number: query.number,
  });
  return pdfResponse(pdf, { filename, disposition: "attachment" });
});
