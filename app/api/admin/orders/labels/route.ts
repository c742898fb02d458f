import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { orderLabels } from "@/lib/shipping/labels";
import { orderDocumentsQuery } from "@/lib/validation/bulk-orders";
import { pdfResponse } from "@/lib/http/pdf-response";

// GET /api/admin/orders/labels?ids=…&format=4x6|a4 – the ticked orders' courier labels as one PDF (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { ids, format } = orderDocumentsQuery(new URL(request.url).searchParams);
  return pdfResponse(await orderLabels(ids, format), { filename: `labels-${format}.pdf`, disposition: "inline" });
});
