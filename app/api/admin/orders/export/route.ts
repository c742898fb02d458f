import { requireAdminSession } from "@/lib/auth/admin-session";
import { apiRoute } from "@/lib/http/responses";
import { ordersCsv } from "@/lib/orders/bulk-orders";
import { orderDocumentsQuery } from "@/lib/validation/bulk-orders";
import { csvResponse } from "@/lib/admin/csv/csv-stream";

// GET /api/admin/orders/export?ids=…&ids=… – the ticked orders as CSV, without phone or e-mail (admin session only)
export const GET = apiRoute(async (request) => {
  await requireAdminSession(request);
  const { ids } = orderDocumentsQuery(new URL(request.url).searchParams);
  return csvResponse(await ordersCsv(ids), "orders.csv");
});
