import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { indianIsoDay } from "@/lib/dates";
import { periodOfDays } from "@/lib/reports/period";
import { returnsCsv } from "@/lib/reports/returns-csv";
import { returnsExportQuery } from "@/lib/validation/reports";

// GET /api/admin/reports/returns?measure=pincode&days=90 – one measure of the returns report as CSV (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { measure, days } = returnsExportQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const period = periodOfDays(days);
  return new Response(await returnsCsv(measure, period), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="returns-${measure}-${days}-days-to-${indianIsoDay(period.to)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
