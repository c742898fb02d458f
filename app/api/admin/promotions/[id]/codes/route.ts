import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { promotionCodesCsv } from "@/lib/promotions/promotion-usage";
import { recordIdSchema } from "@/lib/validation/ids";
import { csvResponse } from "@/lib/admin/csv/csv-stream";

// GET /api/admin/promotions/{id}/codes – a promotion's codes and their use, as CSV (admin session only)
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  await requireAdminSession(request);
  const id = recordIdSchema("Promotion ID").parse((await params).id);
  return csvResponse(await promotionCodesCsv(id), `promotion-${id}-codes.csv`);
});
