import { funnelCsv, funnelReport } from "@/lib/analytics/funnel-report";
import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { lastDays } from "@/lib/reports/period";
import { funnelExportQuery } from "@/lib/validation/reports";
import { csvResponse } from "@/lib/admin/csv/csv-stream";

// GET /api/admin/reports/funnel?days=90 – the checkout funnel as CSV (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { days } = funnelExportQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const range = lastDays(days);
  return csvResponse(funnelCsv(await funnelReport(range)), `funnel-${range.firstDay}-to-${range.lastDay}.csv`);
});
