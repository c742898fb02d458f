import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { withIdempotencyKey } from "@/lib/http/idempotency";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { retryPhonePePayment } from "@/lib/payments/phonepe/retry-payment";
import { orderRecoverySchema } from "@/lib/validation/order-recovery";

// POST /api/order/phonepe/retry – a new PhonePe attempt for the caller's unpaid order; answers its page
export const POST = apiRoute(async (request) => {
  await limitByAddress(request, "orderPlacement");
  const caller = await requireUser(request);
  const { orderId } = await readJson(request, orderRecoverySchema);
  return withIdempotencyKey(request, { userId: caller.id, payload: { orderId } }, async () => {
    const paymentUrl = await retryPhonePePayment(caller.id, orderId);
    return ok({ message: "Redirecting to PhonePe...", paymentUrl, orderId }, { status: 201 });
  });
});
