import { readJson } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { answerConfirmation } from "@/lib/orders/cod-confirmation/answer";
import { orderOfLinkToken } from "@/lib/orders/order-links";
import { confirmationAnswerSchema } from "@/lib/validation/cod-confirmation";

// POST /api/track/{token}/confirmation – the customer confirms or cancels their cash on delivery order by its signed
// link (e-mail, SMS, WhatsApp's "View order"); 404 for any other token, 409 once it no longer awaits confirmation
export const POST = apiRoute<{ params: Promise<{ token: string }> }>(async (request, { params }) => {
  await limitByAddress(request, "confirmationAnswer");
  const orderId = orderOfLinkToken((await params).token);
  if (!orderId) throw notFound("Order not found");
  const { answer } = await readJson(request, confirmationAnswerSchema);
  const order = await answerConfirmation({ orderId, answer, via: "LINK", by: { kind: "proven" } });
  return ok({ message: answer === "confirm" ? "Order confirmed" : "Order cancelled", changed: order.changed });
});
