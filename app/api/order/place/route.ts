import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { badRequest } from "@/lib/http/errors";
import { withIdempotencyKey } from "@/lib/http/idempotency";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { placeOrder } from "@/lib/orders/place-order";
import { orderPlacementSchema } from "@/lib/validation/order";
import { toOrderJson } from "@/lib/wire/order";

// POST /api/order/place – place a cash-on-delivery order, or one gift cards and store credit pay in full; prices, shipping and stock are the server's
export const POST = apiRoute(async (request) => {
  await limitByAddress(request, "orderPlacement");
  const caller = await requireUser(request);
  const placement = await readJson(request, orderPlacementSchema);
  if (placement.paymentMethod === "phonepe") {
    throw badRequest("This call places cash on delivery orders, or orders paid in full by credit, only");
  }
  const method = placement.paymentMethod === "credit" ? "CREDIT" : "COD";
  return withIdempotencyKey(request, { userId: caller.id, payload: placement }, async () => {
    const order = await placeOrder(caller.id, placement, method, pageLocaleOf(request));
    return ok({ message: "Order placed successfully!", orderId: order.id, order: toOrderJson(order) }, { status: 201 });
  });
});
