import { z } from "zod";
import { apiRoute } from "@/lib/http/responses";
import { notFound } from "@/lib/http/errors";
import { taxDocumentPdf } from "@/lib/invoices/documents";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { orderOfLinkToken } from "@/lib/orders/order-links";
import { pdfResponse } from "@/lib/http/pdf-response";

const documentQuery = z.object({
  document: z.enum(["invoice", "credit-note"], { error: "document must be invoice or credit-note" }).default("invoice"),
});

// GET /api/track/{token}/invoice[?document=credit-note] – the order's GST tax invoice (or its latest credit note) as a
// PDF for the holder of its signed link (lib/orders/order-links.ts: the WhatsApp document link and the tracking page's
// download); 404 for any other token
export const GET = apiRoute<{ params: Promise<{ token: string }> }>(async (request, { params }) => {
  await limitByAddress(request, "invoiceLinkDownload");
  const orderId = orderOfLinkToken((await params).token);
  if (!orderId) throw notFound("Invoice not found");
  const { document } = documentQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const kind = document === "invoice" ? "INVOICE" : "CREDIT_NOTE";
  const { filename, pdf } = await taxDocumentPdf({ kind: "orderLink", orderId }, orderId, { kind });
  return pdfResponse(pdf, { filename, disposition: "attachment", byLink: true });
});
