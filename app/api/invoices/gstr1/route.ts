import { z } from "zod";
import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { gstr1Csv } from "@/lib/invoices/gstr1-export";
import { text } from "@/lib/validation/text";
import { csvResponse } from "@/lib/admin/csv/csv-stream";

const exportQuery = z.object({
  month: text({ error: "Choose a month" })
    .trim()
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, "month must look like 2026-11"),
});

// GET /api/invoices/gstr1?month=2026-11 – the month's invoices and credit notes as GSTR-1 CSV (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { month } = exportQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return csvResponse(await gstr1Csv(month), `gstr1-${month}.csv`);
});
