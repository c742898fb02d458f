/**
 * How gift cards and store credit split an amount: gift cards first, the one expiring soonest
 * first (they expire, store credit does not), then the store credit the shopper chose to use. Pure,
 * so the checkout shows exactly what the placement (./tenders.ts) will take.
 */
import type { Paise } from "../money";

export interface HeldGiftCard {
  id: string;
  /** "•••• 7KQ2". */
  hint: string;
  balance: Paise;
  expiresAt: Date;
}

export interface CreditTenders {
  giftCards: { giftCardId: string; hint: string; amount: Paise }[];
  storeCredit: Paise;
  /** What credit pays of the order: the rest is paid by the payment method. */
  total: Paise;
}

/** Pure: how `amount` is paid from these cards, then from `storeCredit`. */
export function splitTenders(amount: Paise, cards: readonly HeldGiftCard[], storeCredit: Paise): CreditTenders {
  let left = amount;
  const giftCards: CreditTenders["giftCards"] = [];
  const soonestFirst = [...cards].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  for (const card of soonestFirst) {
    const take = Math.min(card.balance, left);
    if (take > 0) giftCards.push({ giftCardId: card.id, hint: card.hint, amount: take });
    left -= take;
  }
  const fromStoreCredit = Math.min(storeCredit, left);
  return { giftCards, storeCredit: fromStoreCredit, total: amount - left + fromStoreCredit };
}
