import { readJson } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { orderOfLinkToken } from "@/lib/orders/order-links";
import { answerFailedDelivery, deliveryAnswerSchema } from "@/lib/shipping/failed-deliveries";

// POST /api/track/{token}/delivery – the customer's answer to a failed delivery (another day, a corrected phone or
// landmark, or bring it back), by the order's signed link; 404 for any other token
export const POST = apiRoute<{ params: Promise<{ token: string }> }>(async (request, { params }) => {
  await limitByAddress(request, "deliveryAnswer");
  const orderId = orderOfLinkToken((await params).token);
  if (!orderId) throw notFound("Order not found");
  await answerFailedDelivery(orderId, await readJson(request, deliveryAnswerSchema()), null);
  return ok();
});
