import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { answerConfirmation } from "@/lib/orders/cod-confirmation/answer";
import { getOrderOf } from "@/lib/orders/order";
import { ownConfirmationAnswerSchema } from "@/lib/validation/cod-confirmation";
import { toOrderJson } from "@/lib/wire/order";

// POST /api/order/confirmation – the caller confirms their cash on delivery order (it then goes to packing) or
// cancels it; 404 for another user's order, 409 once it no longer awaits confirmation
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { orderId, answer } = await readJson(request, ownConfirmationAnswerSchema);
  await answerConfirmation({ orderId, answer, via: "PAGE", by: { kind: "customer", userId: caller.id } });
  const order = toOrderJson(await getOrderOf(caller.id, orderId));
  return ok({ message: answer === "confirm" ? "Order confirmed" : "Order cancelled", order });
});
