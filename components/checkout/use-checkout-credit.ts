"use client";

import { useCallback, useEffect, useState } from "react";
import { splitTenders, type CreditTenders, type HeldGiftCard } from "@/lib/credit/split-tenders";
import { checkGiftCard, fetchAccountCredit } from "@/lib/client/credit";
import { normalizeGiftCardCode } from "@/lib/credit/typed-code";
import { rupeesToPaise, type Paise } from "@/lib/money";

/**
 * The checkout's gift cards and store credit: the store credit the account holds, the gift cards
 * the shopper added (kept for this page only: a code is money), and how they would split an amount
 * — the same split the placement takes (lib/credit/split-tenders.ts).
 */
export function useCheckoutCredit(signedIn: boolean) {
  const [storeCredit, setStoreCredit] = useState<Paise>(0);
  const [useStoreCredit, setUseStoreCredit] = useState(true);
  // A card's id here is its code as typed, normalised: the placement sends the codes.
  const [giftCards, setGiftCards] = useState<HeldGiftCard[]>([]);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    fetchAccountCredit()
      .then((credit) => current && setStoreCredit(rupeesToPaise(credit.storeCredit)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn]);

  /** Checks a typed code and adds its card; throws the server's refusal. */
  async function addGiftCard(typed: string): Promise<void> {
    const code = normalizeGiftCardCode(typed);
    if (giftCards.some((card) => card.id === code)) return;
    const giftCard = await checkGiftCard(code);
    const card = {
      id: code,
      hint: giftCard.hint,
      balance: rupeesToPaise(giftCard.balance),
      expiresAt: new Date(giftCard.expiresAt),
    };
    setGiftCards((cards) => [...cards, card]);
  }

  const removeGiftCard = (id: string) => setGiftCards((cards) => cards.filter((card) => card.id !== id));
  const usable = useStoreCredit ? storeCredit : 0;
  const split = useCallback(
    (amount: Paise): CreditTenders => splitTenders(amount, giftCards, usable),
    [giftCards, usable],
  );

  return {
    storeCredit,
    useStoreCredit,
    setUseStoreCredit,
    giftCards,
    addGiftCard,
    removeGiftCard,
    split,
    /** What the placement sends: the codes, the choice, and (with the amount) what credit pays. */
    placement: { giftCardCodes: giftCards.map((card) => card.id), useStoreCredit: useStoreCredit && storeCredit > 0 },
  };
}

export type CheckoutCredit = ReturnType<typeof useCheckoutCredit>;
