import { requireUser } from "@/lib/auth/session";
import { apiRoute, ok } from "@/lib/http/responses";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { withItemNamesIn } from "@/lib/orders/item-names";
import { listOrdersOf } from "@/lib/orders/order";
import { toOrderJson } from "@/lib/wire/order";

// POST /api/order/userorders – the caller's orders, newest first, items named in the page's language
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const orders = await withItemNamesIn(await listOrdersOf(caller.id), pageLocaleOf(request));
  return ok({ orders: orders.map(toOrderJson) });
});
