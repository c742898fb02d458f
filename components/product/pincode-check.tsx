"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useRefusalLanguage } from "@/components/forms/use-refusal-language";
import { Button } from "@/components/ui/button";
import { readDeliveryPincode, rememberDeliveryPincode } from "@/lib/client/delivery-pincode";
import type { PincodeData } from "@/lib/wire/delivery";

/** The product page quotes one parcel of the default weight (SPEC §7). */
const QUOTE_WEIGHT_GRAMS = 500;

interface Result {
  data: PincodeData;
  /** "Arrives by Sat, 5 Dec" (or the days it takes), in words. */
  estimate: string | null;
  /** The quote's line, in words ("Shipping from ₹49.00"), or null when it could not be had. */
  shipping: string | null;
  /** What paying on delivery adds ("+₹40.00"), as the cart and checkout show it; null when not offered or unknown. */
  codFee: string | null;
}

type State =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "valid"; result: Result }
  | { status: "invalid"; message: string };

/**
 * Delivery check by pincode (SPEC §2, §4): runs by itself at the sixth digit. The delivery calls,
 * the rupee formatting and the refusals' catalogue load with the first check, not with the product page.
 */
export function PincodeCheck() {
  const t = useTranslations("productClient.pincode");
  const locale = useLocale();
  const refusalLanguage = useRefusalLanguage();
  const [pincode, setPincode] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });

  async function check(code: string) {
    setState({ status: "checking" });
    const [
      { checkPincode, estimateDelivery, quoteShipping },
      { parseDeliveryDays },
      { formatRupees },
      { refusalInLanguage },
      { formatIndianIsoDay },
    ] = await Promise.all([
      import("@/lib/client/delivery"),
      import("@/lib/delivery/estimate"),
      import("@/lib/money"),
      import("@/lib/validation/error-messages"),
      import("@/lib/dates"),
    ]);
    const answer = await checkPincode(code);
    if (!answer.serviceable) {
      // Another refusal is the server's own words (a rate limit's wait).
      const message =
        answer.reason === "refused"
          ? refusalInLanguage(answer.message, t("unserviceable"), refusalLanguage)
          : t(answer.reason);
      setState({ status: "invalid", message });
      return;
    }
    // The day it arrives by when the store knows it; else the days it takes.
    const inWords = ({ days: text, arrivesBy }: { days: string; arrivesBy: string | null }) => {
      if (arrivesBy) return t("arrivesBy", { date: formatIndianIsoDay(arrivesBy, locale) });
      const days = parseDeliveryDays(text);
      if (!days) return t("estimate", { estimate: text });
      const estimate = days.min === days.max ? t("days", { days: days.max }) : t("dayRange", { ...days });
      return t("estimate", { estimate });
    };
    const [estimate, quote] = await Promise.all([
      estimateDelivery(code)
        .then(inWords)
        .catch(() => null),
      quoteShipping(code, { weight: QUOTE_WEIGHT_GRAMS }).catch(() => null),
    ]);
    const shipping =
      quote && (quote.total === 0 ? t("freeShipping") : t("shippingFrom", { amount: formatRupees(quote.total) }));
    // The fee is shown before the cart (no charge met first at checkout); the same for any parcel.
    const codFee = quote?.choices.codTotal != null ? `+${formatRupees(quote.choices.codFee)}` : null;
    setState({ status: "valid", result: { data: answer.data, estimate, shipping, codFee } });
    rememberDeliveryPincode(code);
  }

  // The pincode checked before, here or in the cart or checkout, is checked again at once.
  useEffect(() => {
    const remembered = readDeliveryPincode();
    if (remembered) onChange(remembered);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens: not again as `onChange` is remade
  }, []);

  function onChange(value: string) {
    const digits = value.replace(/\D/g, "").slice(0, 6);
    setPincode(digits);
    if (digits.length === 6) void check(digits);
    else setState({ status: "idle" });
  }

  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <label htmlFor="pincode" className="block text-sm font-semibold">
        {t("label")}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t("placeholder")}
          value={pincode}
          onChange={(event) => onChange(event.target.value)}
          className="w-40 rounded-md border border-slate-300 px-3 py-2"
        />
        <Button onClick={() => void check(pincode)} disabled={pincode.length !== 6 || state.status === "checking"}>
          {state.status === "checking" ? t("checking") : t("check")}
        </Button>
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {state.status === "invalid" && <p className="text-red-700">{state.message}</p>}
        {state.status === "valid" && (
          <ul className="space-y-1 text-slate-700">
            <li>
              {t.rich("deliversTo", {
                city: state.result.data.city,
                state: state.result.data.state,
                strong: (text) => <strong>{text}</strong>,
              })}
            </li>
            {state.result.estimate && <li>{state.result.estimate}</li>}
            {state.result.shipping && <li>{state.result.shipping}</li>}
            <li>
              {!state.result.data.cod_available
                ? t("noCod")
                : state.result.codFee
                  ? t.rich("codFee", {
                      fee: state.result.codFee,
                      strong: (text) => (
                        <strong className="text-slate-900" data-testid="cod-fee">
                          {text}
                        </strong>
                      ),
                    })
                  : t("cod")}
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
