import { apiRoute } from "@/lib/http/responses";
import { notFound } from "@/lib/http/errors";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { proformaFor } from "@/lib/quotes/proforma-download";
import { quoteOfProformaToken } from "@/lib/quotes/proforma-link";
import { validationMessage } from "@/lib/validation/error-messages";
import { pdfResponse } from "@/lib/http/pdf-response";

// GET /api/proformas/{token} – a sent quote's proforma invoice as a PDF for the holder of its signed link
// (lib/quotes/proforma-link.ts: the document WhatsApp fetches for the quote's message); 404 for any other token,
// one past its last day, or a quote not standing sent
export const GET = apiRoute<{ params: Promise<{ token: string }> }>(async (request, { params }) => {
  await limitByAddress(request, "proformaLinkDownload");
  const quoteId = quoteOfProformaToken((await params).token);
  if (!quoteId) throw notFound(validationMessage("quoteNotFound"));
  const { filename, pdf } = await proformaFor({ kind: "proformaLink", quoteId }, quoteId);
  return pdfResponse(pdf, { filename, disposition: "attachment", byLink: true });
});
