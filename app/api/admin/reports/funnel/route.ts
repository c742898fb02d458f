import { funnelCsv, funnelReport } from "@/lib/analytics/funnel-report";
import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { lastDays } from "@/lib/reports/period";
import { funnelExportQuery } from "@/lib/validation/reports";

// GET /api/admin/reports/funnel?days=90 – the checkout funnel as CSV (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { days } = funnelExportQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const range = lastDays(days);
  return new Response(funnelCsv(await funnelReport(range)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="funnel-${range.firstDay}-to-${range.lastDay}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
