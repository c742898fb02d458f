"use client";

import { useEffect, useState } from "react";
import { useRefusalLanguage } from "@/components/forms/use-refusal-language";
import type { CartLine } from "@/lib/cart/cart-lines";
import { checkCod, type CodQuestion } from "@/lib/client/orders";
import type { Paise } from "@/lib/money";
import { refusalInLanguage } from "@/lib/validation/error-messages";

export interface CodCheckState {
  /** Why the cart cannot be paid on delivery, in the page's language; null when it can. */
  refusal: string | null;
  /** The store's rules' extra COD fee for this order, and why; 0 and null without one. */
  fee: Paise;
  feeReason: string | null;
}

const NOTHING: CodCheckState = { refusal: null, fee: 0, feeReason: null };

/** Typing settles for this long before the address is asked about. */
const SETTLE_MS = 400;

/**
 * What cash on delivery means for this cart and address (the account's COD limits, the store's
 * rules: a refusal or an extra fee, each with its reason), asked as the payment step opens and
 * whenever the cart or the address changes, so the shopper meets it beside Cash on Delivery, not
 * first at Place Order (issue #33). The pincode, phone and street count once the pincode is whole.
 */
export function useCodCheck(
  lines: readonly CartLine[],
  address: { zipcode: string; phone: string; street: string },
): CodCheckState {
  // The answer is kept with the question it was given for: another cart or address shows none until its own.
  const [answer, setAnswer] = useState<{ key: string; state: CodCheckState }>({ key: "", state: NOTHING });
  const language = useRefusalLanguage();
  const items = lines.map((line) => `${line.productId}:${line.quantity}`).join(",");
  const { zipcode, phone, street } = address;
  const where = /^\d{6}$/.test(zipcode) ? JSON.stringify({ zipcode, phone: phone.trim(), street: street.trim() }) : "";
  const key = items && `${items}|${where}`;
  useEffect(() => {
    if (!key) return;
    let current = true;
    const question: CodQuestion = {
      items: items.split(",").map((line) => {
        const [productId = "", quantity = "0"] = line.split(":");
        return { productId, quantity: Number(quantity) };
      }),
      ...(where ? { address: dropEmpty(JSON.parse(where) as Record<string, string>) } : {}),
    };
    const translate = (text: string | null) => text && refusalInLanguage(text, text, language);
    const timer = setTimeout(() => {
      checkCod(question)
        .then(({ reason, fee, feeReason }) => {
          if (current) setAnswer({ key, state: { refusal: translate(reason), fee, feeReason: translate(feeReason) } });
        })
        // Not known: the placement still checks, and says why.
        .catch(() => current && setAnswer({ key, state: NOTHING }));
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, items, where, language]);
  return answer.key === key ? answer.state : NOTHING;
}

/** The address's entered parts only (a blank phone or street is not asked about). */
const dropEmpty = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== "")) as CodQuestion["address"];
