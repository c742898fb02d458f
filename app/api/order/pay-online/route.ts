import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { withIdempotencyKey } from "@/lib/http/idempotency";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { getOrderOf } from "@/lib/orders/order";
import { payOnlineOption, switchToPayOnline } from "@/lib/payments/phonepe/pay-online-instead";
import { recordIdSchema } from "@/lib/validation/ids";
import { orderRecoverySchema } from "@/lib/validation/order-recovery";
import { toPayOnlineJson } from "@/lib/wire/order";

// GET /api/order/pay-online?orderId= – what paying the caller's unconfirmed cash on delivery order online would cost
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const orderId = recordIdSchema("Order ID").parse(new URL(request.url).searchParams.get("orderId"));
  return ok({ payOnline: toPayOnlineJson(await payOnlineOption(await getOrderOf(caller.id, orderId))) });
});

// POST /api/order/pay-online – the caller pays their unconfirmed cash on delivery order online instead, its COD fee
// waived; answers PhonePe's page
export const POST = apiRoute(async (request) => {
  await limitByAddress(request, "orderPlacement");
  const caller = await requireUser(request);
  const { orderId } = await readJson(request, orderRecoverySchema);
  return withIdempotencyKey(request, { userId: caller.id, payload: { orderId } }, async () => {
    const paymentUrl = await switchToPayOnline(orderId, { kind: "customer", userId: caller.id });
    return ok({ message: "Redirecting to PhonePe...", paymentUrl, orderId }, { status: 201 });
  });
});
