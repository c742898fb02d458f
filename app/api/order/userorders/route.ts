import { requireUser } from "@/lib/auth/session";
import { apiRoute, ok } from "@/lib/http/responses";
import { listOrdersOf } from "@/lib/orders/order";
import { toOrderJson } from "@/lib/wire/order";

// POST /api/order/userorders – the caller's orders, newest first
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok({ orders: (await listOrdersOf(caller.id)).map(toOrderJson) });
});
