/**
 * The signed-in shopper's store credit and gift cards (/api/user/credit, /api/gift-cards/check);
 * the answers' schemas (and zod) are imported with the first call, not with the page.
 */
import type { AccountCreditJson, GiftCardJson } from "../wire/credit";
import { callAsShopper } from "./session-api";

export async function fetchAccountCredit(): Promise<AccountCreditJson> {
  const { accountCreditResponse } = await import("../wire/credit");
  return callAsShopper("/api/user/credit", accountCreditResponse, { method: "GET" });
}

/** A gift card's balance and last day by its code; throws the server's refusal. */
export async function checkGiftCard(code: string): Promise<GiftCardJson> {
  const { giftCardCheckResponse } = await import("../wire/credit");
  return (await callAsShopper("/api/gift-cards/check", giftCardCheckResponse, { body: { code } })).giftCard;
}
