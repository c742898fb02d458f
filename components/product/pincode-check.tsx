"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { checkPincode, estimateDelivery, quoteShipping } from "@/lib/client/delivery";
import type { PincodeData } from "@/lib/wire/delivery";
import { formatRupees, type Paise } from "@/lib/money";

/** The product page quotes one parcel of the default weight (SPEC §7). */
const QUOTE_WEIGHT_GRAMS = 500;

interface Result {
  data: PincodeData;
  estimate: string | null;
  shipping: Paise | null;
}

type State =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "valid"; result: Result }
  | { status: "invalid"; message: string };

/** Delivery check by pincode (SPEC §2, §4): runs by itself at the sixth digit. */
export function PincodeCheck() {
  const [pincode, setPincode] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });

  async function check(code: string) {
    setState({ status: "checking" });
    const answer = await checkPincode(code);
    if (!answer.serviceable) {
      setState({ status: "invalid", message: answer.message });
      return;
    }
    const [estimate, shipping] = await Promise.all([
      estimateDelivery(code).catch(() => null),
      quoteShipping(code, { weight: QUOTE_WEIGHT_GRAMS })
        .then((quote) => quote.total)
        .catch(() => null),
    ]);
    setState({ status: "valid", result: { data: answer.data, estimate, shipping } });
  }

  function onChange(value: string) {
    const digits = value.replace(/\D/g, "").slice(0, 6);
    setPincode(digits);
    if (digits.length === 6) void check(digits);
    else setState({ status: "idle" });
  }

  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <label htmlFor="pincode" className="block text-sm font-semibold">
        Check delivery
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          value={pincode}
          onChange={(event) => onChange(event.target.value)}
          className="w-40 rounded-md border border-slate-300 px-3 py-2"
        />
        <Button onClick={() => void check(pincode)} disabled={pincode.length !== 6 || state.status === "checking"}>
          {state.status === "checking" ? "Checking..." : "Check"}
        </Button>
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {state.status === "invalid" && <p className="text-red-700">{state.message}</p>}
        {state.status === "valid" && (
          <ul className="space-y-1 text-slate-700">
            <li>
              Delivers to{" "}
              <strong>
                {state.result.data.city}, {state.result.data.state}
              </strong>
            </li>
            {state.result.estimate && <li>Estimated delivery: {state.result.estimate}</li>}
            {state.result.shipping !== null && (
              <li>
                {state.result.shipping === 0
                  ? "Free shipping on this order!"
                  : `Shipping from ${formatRupees(state.result.shipping)}`}
              </li>
            )}
            <li>
              {state.result.data.cod_available ? "Cash on delivery available" : "Cash on delivery not available here"}
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
