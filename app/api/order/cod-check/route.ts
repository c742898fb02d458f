import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { codRefusalFor } from "@/lib/orders/cod-limits";
import { codCheckSchema } from "@/lib/validation/order";

// POST /api/order/cod-check – whether the caller may pay these lines on delivery, and why not: said at the payment
// step, beside Cash on Delivery, rather than first at Place Order
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { items } = await readJson(request, codCheckSchema);
  const reason = await codRefusalFor(caller.id, items);
  return ok({ available: reason === null, reason });
});
