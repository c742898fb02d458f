"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ApiError, messageOf } from "@/lib/client/api-errors";
import {
  checkPincode,
  estimateDelivery,
  type DeliveryEstimate,
  quoteShipping,
  type PincodeRefusal,
  type ShippingQuote,
} from "@/lib/client/delivery";
import { notify } from "@/lib/client/notify";
import { paymentMethodOf, type PaymentMethodValue } from "@/lib/orders/payment-method";
import { toRupeeNumber, type Paise } from "@/lib/money";
import type { PincodeData } from "@/lib/wire/delivery";

export type PincodeState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "valid"; data: PincodeData; estimate: DeliveryEstimate | null }
  | { status: "invalid"; message: string; reason: PincodeRefusal };

/**
 * The delivery quote of the cart and the checkout (SPEC §4): the pincode is checked at its sixth
 * digit; a valid one brings the delivery estimate and the shipping cost, refetched when the payment
 * method, weight or order value change, with both ways of paying compared.
 */
export function useDeliveryQuote(
  pincode: string,
  paymentMethod: PaymentMethodValue | null,
  weight: number,
  subtotal: Paise,
  /** A promotion of the cart waives the shipping (the cart's offers). */
  freeShipping = false,
) {
  const t = useTranslations("checkout.toast");
  const [checked, setChecked] = useState<{ pincode: string; state: PincodeState }>({
    pincode: "",
    state: { status: "idle" },
  });
  // Each quote remembers what it was for, so a stale one is never shown after a change.
  const [shipping, setShipping] = useState<{ key: string; quote: ShippingQuote } | null>(null);
  const complete = /^\d{6}$/.test(pincode);
  const pincodeState: PincodeState = !complete
    ? { status: "idle" }
    : checked.pincode === pincode
      ? checked.state
      : { status: "checking" };

  useEffect(() => {
    if (!complete) return;
    let current = true;
    void (async () => {
      const answer = await checkPincode(pincode);
      if (!answer.serviceable) {
        if (current)
          setChecked({ pincode, state: { status: "invalid", message: answer.message, reason: answer.reason } });
        return;
      }
      const estimate = await estimateDelivery(pincode).catch((error: unknown) => {
        notify.error(messageOf(error, t("estimateFailed")));
        return null;
      });
      if (current) setChecked({ pincode, state: { status: "valid", data: answer.data, estimate } });
    })();
    return () => {
      current = false;
    };
  }, [pincode, complete, t]);

  const valid = pincodeState.status === "valid";
  // Cash on delivery where there is none is said in place (CodUnavailable); the prepaid quote
  // still answers the payment choices. Before a method is chosen, the choices come with a prepaid quote.
  const codRefused = valid && paymentMethod === "cod" && !pincodeState.data.cod_available;
  const quotedMethod = paymentMethod && !codRefused ? paymentMethodOf(paymentMethod) : "PHONEPE";
  // An empty cart (after a placement, or another tab emptied it) has nothing to ship: no quote.
  const hasParcel = weight >= 1;
  const quoteKey = `${pincode}|${quotedMethod}|${weight}|${subtotal}|${freeShipping}`;
  useEffect(() => {
    if (!valid || !hasParcel) return;
    let current = true;
    quoteShipping(pincode, { weight, paymentMethod: quotedMethod, orderValue: toRupeeNumber(subtotal), freeShipping })
      .then((quote) => current && setShipping({ key: quoteKey, quote }))
      .catch((error: unknown) => {
        if (!current) return;
        // A refusal is said aloud; an unreachable server resets the cost silently (SPEC §8).
        if (!(error instanceof ApiError && error.status === 0)) {
          notify.error(messageOf(error, t("shippingFailed")));
        }
        setShipping(null);
      });
    return () => {
      current = false;
    };
  }, [valid, hasParcel, pincode, quotedMethod, weight, subtotal, freeShipping, quoteKey, t]);

  const quote = valid && hasParcel && shipping?.key === quoteKey ? shipping.quote : null;
  return {
    pincodeState,
    /** The charge for the chosen method; null until a method (that the pincode offers) is chosen. */
    shipping: paymentMethod && !codRefused ? quote : null,
    /** Both ways of paying, once the pincode is known. */
    choices: quote?.choices ?? null,
  };
}
