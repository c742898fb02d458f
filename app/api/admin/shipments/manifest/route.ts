import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { pickupManifest } from "@/lib/shipping/labels";
import { shipmentIdsQuery } from "@/lib/validation/shipments";
import { pdfResponse } from "@/lib/http/pdf-response";

// GET /api/admin/shipments/manifest?ids=…&ids=… – the pickup's manifest of these booked shipments as a PDF (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { ids } = shipmentIdsQuery(new URL(request.url).searchParams);
  return pdfResponse(await pickupManifest(ids), { filename: "manifest.pdf", disposition: "inline" });
});
