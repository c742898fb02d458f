import { requireUser } from "@/lib/auth/session";
import { apiRoute, ok } from "@/lib/http/responses";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { withItemNamesIn } from "@/lib/orders/item-names";
import { getOrderOf } from "@/lib/orders/order";
import { recordIdSchema } from "@/lib/validation/ids";
import { toOrderJson } from "@/lib/wire/order";

// GET /api/order/details/{orderId} – one order, for its owner only, items named in the page's language
export const GET = apiRoute<{ params: Promise<{ orderId: string }> }>(async (request, { params }) => {
  const caller = await requireUser(request);
  const orderId = recordIdSchema("Order ID").parse((await params).orderId);
  const placed = await getOrderOf(caller.id, orderId);
  const [order = placed] = await withItemNamesIn([placed], pageLocaleOf(request));
  return ok({ order: toOrderJson(order) });
});
