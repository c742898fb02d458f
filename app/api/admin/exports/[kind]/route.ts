import { csvExport } from "@/lib/admin/csv/exports";
import { csvResponse } from "@/lib/admin/csv/csv-stream";
import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { exportKindSchema } from "@/lib/validation/csv-exports";

// GET /api/admin/exports/{kind}?from=2026-11-01&to=2026-11-30 – orders, order lines, customers, products, stock or the GST register as streamed CSV (admin session only)
export const GET = apiRoute<{ params: Promise<{ kind: string }> }>(async (request, { params }) => {
  await requireAdminSession(request);
  const kind = exportKindSchema.parse((await params).kind);
  const { filename, body } = csvExport(kind, Object.fromEntries(new URL(request.url).searchParams));
  return csvResponse(body, filename);
});
