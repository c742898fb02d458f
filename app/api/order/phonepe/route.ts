import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { badRequest } from "@/lib/http/errors";
import { withIdempotencyKey } from "@/lib/http/idempotency";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { startPhonePePayment } from "@/lib/payments/phonepe/start-payment";
import { orderPlacementSchema } from "@/lib/validation/order";

// POST /api/order/phonepe – create an order awaiting payment and a PhonePe payment; answers its page
export const POST = apiRoute(async (request) => {
  await limitByAddress(request, "orderPlacement");
  const caller = await requireUser(request);
  const placement = await readJson(request, orderPlacementSchema);
  if (placement.paymentMethod && placement.paymentMethod !== "phonepe") {
    throw badRequest("This call places PhonePe orders only");
  }
  return withIdempotencyKey(request, { userId: caller.id, payload: placement }, async () => {
    const { paymentUrl, order } = await startPhonePePayment(caller.id, placement, pageLocaleOf(request));
    return ok({ message: "Redirecting to PhonePe...", paymentUrl, orderId: order.id }, { status: 201 });
  });
});
