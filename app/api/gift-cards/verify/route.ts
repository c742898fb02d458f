import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { verifyGiftCardPurchase } from "@/lib/payments/phonepe/gift-card-payment";
import { giftCardVerifySchema } from "@/lib/validation/gift-cards";
import { toGiftCardPurchaseJson } from "@/lib/wire/credit";

// POST /api/gift-cards/verify – the buyer, back from PhonePe: how their gift card's payment went
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { purchaseId } = await readJson(request, giftCardVerifySchema);
  return ok({ purchase: toGiftCardPurchaseJson(await verifyGiftCardPurchase(caller.id, purchaseId)) });
});
