import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { getOrderOf } from "@/lib/orders/order";
import { giveTransferReference } from "@/lib/payments/bank-transfer/auto-match";
import { transferReferenceSchema } from "@/lib/validation/bank-transfers";
import { toOrderJson } from "@/lib/wire/order";

// POST /api/order/transfer-reference – the UTR the caller paid their bank transfer order with; a transfer the store has received under it pays the order at once
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { orderId, utr } = await readJson(request, transferReferenceSchema);
  await giveTransferReference(caller.id, orderId, utr);
  return ok({ message: "Transfer reference saved", order: toOrderJson(await getOrderOf(caller.id, orderId)) });
});
