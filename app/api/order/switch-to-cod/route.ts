import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { withIdempotencyKey } from "@/lib/http/idempotency";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { getOrderOf } from "@/lib/orders/order";
import { switchToPayOnDelivery } from "@/lib/orders/pay-on-delivery";
import { orderRecoverySchema } from "@/lib/validation/order-recovery";
import { toOrderJson } from "@/lib/wire/order";

// POST /api/order/switch-to-cod – the caller's unpaid online order is placed as cash on delivery
export const POST = apiRoute(async (request) => {
  await limitByAddress(request, "orderPlacement");
  const caller = await requireUser(request);
  const { orderId } = await readJson(request, orderRecoverySchema);
  return withIdempotencyKey(request, { userId: caller.id, payload: { orderId } }, async () => {
    await switchToPayOnDelivery(caller.id, orderId);
    const order = await getOrderOf(caller.id, orderId);
    return ok({ message: "Order placed: pay on delivery", order: toOrderJson(order) });
  });
});
