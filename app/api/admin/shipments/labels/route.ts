import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { shipmentLabels } from "@/lib/shipping/labels";
import { shipmentIdsQuery } from "@/lib/validation/shipments";
import { pdfResponse } from "@/lib/http/pdf-response";

// GET /api/admin/shipments/labels?ids=…&ids=…&format=4x6|a4 – the shipments' courier labels as one PDF (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { ids, format } = shipmentIdsQuery(new URL(request.url).searchParams);
  return pdfResponse(await shipmentLabels(ids, format), { filename: `labels-${format}.pdf`, disposition: "inline" });
});
