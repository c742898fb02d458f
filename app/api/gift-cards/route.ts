import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { startGiftCardPurchase } from "@/lib/payments/phonepe/gift-card-payment";
import { giftCardPurchaseSchema } from "@/lib/validation/gift-cards";

// POST /api/gift-cards – buy a gift card: records the purchase and answers PhonePe's payment page
export const POST = apiRoute(async (request) => {
  await limitByAddress(request, "orderPlacement");
  const caller = await requireUser(request);
  const input = await readJson(request, giftCardPurchaseSchema);
  const { purchaseId, paymentUrl } = await startGiftCardPurchase(caller.id, input, pageLocaleOf(request));
  return ok({ message: "Redirecting to PhonePe...", purchaseId, paymentUrl }, { status: 201 });
});
