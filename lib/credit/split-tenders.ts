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

/** The least a payment method is asked for: PhonePe takes no payment under ₹1 (lib/payments/phonepe/types.ts). */
export const LEAST_PAYMENT: Paise = 100;

/**
 * Pure: how `amount` is paid from these cards, then from `storeCredit`. Credit pays all of it, or
 * leaves the payment method at least ₹1 (a few paise are asked of no one).
 */
export function splitTenders(amount: Paise, cards: readonly HeldGiftCard[], storeCredit: Paise): CreditTenders {
  const held = cards.reduce((sum, card) => sum + card.balance, 0) + storeCredit;
  const short = amount - held;
  return spend(short > 0 && short < LEAST_PAYMENT ? amount - LEAST_PAYMENT : amount, cards, storeCredit);
}

function spend(wanted: Paise, cards: readonly HeldGiftCard[], storeCredit: Paise): CreditTenders {
  const amount = Math.max(0, wanted);
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
