import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { toRupeeNumber } from "@/lib/money";
import { checkCod } from "@/lib/orders/cod-risk/cod-check";
import { codCheckSchema } from "@/lib/validation/order";

// POST /api/order/cod-check – whether the caller may pay these lines on delivery (to this address, as far as it is
// entered), and why not, or what extra fee the store's rules add and why: said at the payment step, beside Cash on
// Delivery, rather than first at Place Order
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { items, address } = await readJson(request, codCheckSchema);
  const { reason, fee, feeReason } = await checkCod({ userId: caller.id, items, address });
  return ok({ available: reason === null, reason, fee: toRupeeNumber(fee), feeReason });
});
