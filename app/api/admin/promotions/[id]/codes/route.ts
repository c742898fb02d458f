import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { promotionCodesCsv } from "@/lib/promotions/promotion-usage";
import { recordIdSchema } from "@/lib/validation/ids";

// GET /api/admin/promotions/{id}/codes – a promotion's codes and their use, as CSV (admin session only)
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  await requireAdminSession(request);
  const id = recordIdSchema("Promotion ID").parse((await params).id);
  return new Response(await promotionCodesCsv(id), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="promotion-${id}-codes.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
