import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { returnsOfOrder } from "@/lib/orders/returns/read-returns";
import { requestReturn } from "@/lib/orders/returns/request-return";
import { recordIdSchema } from "@/lib/validation/ids";
import { returnRequestSchema } from "@/lib/validation/order-changes";
import { toOrderReturnsJson } from "@/lib/wire/returns";

// GET /api/order/returns?orderId= – the owner's returns of one order: what may still go back, and each request
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const orderId = recordIdSchema("Order ID").parse(new URL(request.url).searchParams.get("orderId") ?? "");
  return ok({ returns: toOrderReturnsJson(await returnsOfOrder(caller.id, orderId)) });
});

// POST /api/order/returns – the owner asks to return units of a delivered order, within the window
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const input = await readJson(request, returnRequestSchema);
  const returnRequestId = await requestReturn(caller.id, input);
  const returns = toOrderReturnsJson(await returnsOfOrder(caller.id, input.orderId));
  return ok({ message: "Return requested", returnRequestId, returns }, { status: 201 });
});
