import { requireUser } from "@/lib/auth/session";
import { checkGiftCard } from "@/lib/credit/tenders";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { giftCardCheckRequest, toGiftCardJson } from "@/lib/wire/credit";

// POST /api/gift-cards/check – a gift card's balance, to pay with it at checkout (codes tried count with promotion codes)
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  await limitByAddress(request, "couponTry");
  const { code } = await readJson(request, giftCardCheckRequest);
  return ok({ giftCard: toGiftCardJson(await checkGiftCard(caller.id, code)) });
});
