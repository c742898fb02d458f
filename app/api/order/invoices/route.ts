import { requireUser } from "@/lib/auth/session";
import { apiRoute } from "@/lib/http/responses";
import { invoicesOfPeriod } from "@/lib/invoices/period-bundle";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { invoicePeriodSchema } from "@/lib/validation/order";
import { pdfResponse } from "@/lib/http/pdf-response";

// GET /api/order/invoices?from=2026-04-01&to=2027-03-31 – the caller's tax invoices and credit notes of a period as one PDF
export const GET = apiRoute(async (request) => {
  await limitByAddress(request, "invoiceDownload");
  const caller = await requireUser(request);
  const period = invoicePeriodSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { filename, pdf } = await invoicesOfPeriod(caller.id, period);
  return pdfResponse(pdf, { filename, disposition: "attachment" });
});
