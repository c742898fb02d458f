import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { indianPeriod } from "@/lib/reports/period";
import { salesTable, salesTableCsv } from "@/lib/reports/sales-tables";
import { salesExportQuery } from "@/lib/validation/reports";
import { csvResponse } from "@/lib/admin/csv/csv-stream";

// GET /api/admin/reports/sales?measure=series&from=2026-11-01&to=2026-11-30&grain=day – one measure of the sales
// report as CSV (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { measure, from, to, grain } = salesExportQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const table = await salesTable(measure, indianPeriod(from, to), grain);
  return csvResponse(salesTableCsv(table), `sales-${measure}-${from}-to-${to}.csv`);
});
