import { speedCsv, speedReport } from "@/lib/analytics/speed-report";
import { requireAdminSession } from "@/lib/auth/admin-session";
import { indianIsoDay } from "@/lib/dates";
import { apiRoute } from "@/lib/http/responses";
import { periodOfDays } from "@/lib/reports/period";
import { speedExportQuery } from "@/lib/validation/reports";
import { csvResponse } from "@/lib/admin/csv/csv-stream";

// GET /api/admin/reports/speed?days=28 – real-user speed (p75 per page type and device) as CSV (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { days } = speedExportQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const period = periodOfDays(days);
  return csvResponse(speedCsv(await speedReport(period)), `speed-${days}-days-to-${indianIsoDay(period.to)}.csv`);
});
