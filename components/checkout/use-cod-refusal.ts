"use client";

import { useEffect, useState } from "react";
import { useRefusalLanguage } from "@/components/forms/use-refusal-language";
import type { CartLine } from "@/lib/cart/cart-lines";
import { codRefusal } from "@/lib/client/orders";
import { refusalInLanguage } from "@/lib/validation/error-messages";

/**
 * Why the cart cannot be paid on delivery (the account's COD limits: open orders, units of a
 * product), in the page's language, or null: asked as the payment step opens and whenever the
 * cart changes, so the shopper meets it beside Cash on Delivery, not first at Place Order (#33).
 */
export function useCodRefusal(lines: readonly CartLine[]): string | null {
  // The refusal is kept with the lines it was given for: another cart shows none until its own answer.
  const [answer, setAnswer] = useState<{ key: string; refusal: string | null }>({ key: "", refusal: null });
  const language = useRefusalLanguage();
  const key = lines.map((line) => `${line.productId}:${line.quantity}`).join(",");
  useEffect(() => {
    if (!key) return;
    let current = true;
    const items = key.split(",").map((line) => {
      const [productId = "", quantity = "0"] = line.split(":");
      return { productId, quantity: Number(quantity) };
    });
    codRefusal(items)
      .then((reason) => current && setAnswer({ key, refusal: reason && refusalInLanguage(reason, reason, language) }))
      // Not known: the placement still checks, and says why.
      .catch(() => current && setAnswer({ key, refusal: null }));
    return () => {
      current = false;
    };
  }, [key, language]);
  return answer.key === key ? answer.refusal : null;
}
