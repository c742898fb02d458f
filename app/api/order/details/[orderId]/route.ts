import { requireUser } from "@/lib/auth/session";
import { apiRoute, ok } from "@/lib/http/responses";
import { getOrderOf } from "@/lib/orders/order";
import { recordIdSchema } from "@/lib/validation/ids";
import { toOrderJson } from "@/lib/wire/order";

// GET /api/order/details/{orderId} – one order, for its owner only
export const GET = apiRoute<{ params: Promise<{ orderId: string }> }>(async (request, { params }) => {
  const caller = await requireUser(request);
  const orderId = recordIdSchema("Order ID").parse((await params).orderId);
  return ok({ order: toOrderJson(await getOrderOf(caller.id, orderId)) });
});
