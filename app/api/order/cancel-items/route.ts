import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { cancelOwnItems } from "@/lib/orders/cancel-items";
import { getOrderOf } from "@/lib/orders/order";
import { itemCancelSchema } from "@/lib/validation/order-changes";
import { toOrderJson } from "@/lib/wire/order";

// POST /api/order/cancel-items – the owner cancels some units of their order before it ships, the rest going
// ahead: their stock and money go back, a credit note covers them once invoiced; every unit left cancels the order
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const cancel = await readJson(request, itemCancelSchema);
  await cancelOwnItems(caller.id, cancel);
  return ok({ message: "Items cancelled", order: toOrderJson(await getOrderOf(caller.id, cancel.orderId)) });
});
