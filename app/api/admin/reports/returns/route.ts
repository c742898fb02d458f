import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { indianIsoDay } from "@/lib/dates";
import { periodOfDays } from "@/lib/reports/period";
import { returnsCsv } from "@/lib/reports/returns-csv";
import { returnsExportQuery } from "@/lib/validation/reports";
import { csvResponse } from "@/lib/admin/csv/csv-stream";

// GET /api/admin/reports/returns?measure=pincode&days=90 – one measure of the returns report as CSV (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { measure, days } = returnsExportQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const period = periodOfDays(days);
  return csvResponse(
    await returnsCsv(measure, period),
    `returns-${measure}-${days}-days-to-${indianIsoDay(period.to)}.csv`,
  );
});
