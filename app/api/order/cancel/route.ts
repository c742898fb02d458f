import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { cancelOwnOrder } from "@/lib/orders/cancel-order";
import { getOrderOf } from "@/lib/orders/order";
import { orderCancelSchema } from "@/lib/validation/order-changes";
import { toOrderJson } from "@/lib/wire/order";

// POST /api/order/cancel – the owner cancels their order before it ships; stock and money go back
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const cancel = await readJson(request, orderCancelSchema);
  await cancelOwnOrder(caller.id, cancel);
  return ok({ message: "Order cancelled", order: toOrderJson(await getOrderOf(caller.id, cancel.orderId)) });
});
