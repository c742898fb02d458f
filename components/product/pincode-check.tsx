"use client";

import { useState } from "react";
import { formatRupees } from "@/lib/money";

interface Result {
  city: string;
  state: string;
  cod: boolean;
  estimate: string | null;
  shipping: number | null;
}

type State =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "valid"; result: Result }
  | { status: "invalid"; message: string };

interface DeliveryAnswer {
  serviceable?: boolean;
  message?: string;
  data?: { city: string; state: string; cod_available: boolean } | null;
  estimated_days?: string;
  cost?: { total: number };
}

async function getJson(url: string) {
  const response = await fetch(url);
  return { ok: response.ok, body: (await response.json()) as DeliveryAnswer };
}

/** Delivery check by pincode (SPEC §2, §4): runs by itself at the sixth digit. */
export function PincodeCheck() {
  const [pincode, setPincode] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });

  async function check(code: string) {
    setState({ status: "checking" });
    try {
      const serviceability = await getJson(`/api/delivery/check-serviceability?pincode=${code}`);
      const { data } = serviceability.body;
      if (!serviceability.ok || !serviceability.body.serviceable || !data) {
        setState({ status: "invalid", message: serviceability.body.message ?? "Pincode not serviceable" });
        return;
      }
      const [estimate, cost] = await Promise.all([
        getJson(`/api/delivery/estimated-delivery?pincode=${code}`),
        getJson(`/api/delivery/shipping-cost?pincode=${code}&weight=500`),
      ]);
      const total = cost.body.cost?.total;
      setState({
        status: "valid",
        result: {
          city: data.city,
          state: data.state,
          cod: data.cod_available,
          estimate: estimate.ok ? (estimate.body.estimated_days ?? "3-5 days") : null,
          shipping: cost.ok && typeof total === "number" ? Math.round(total * 100) : null,
        },
      });
    } catch {
      setState({ status: "invalid", message: "Failed to check pincode serviceability" });
    }
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
        <button
          type="button"
          onClick={() => void check(pincode)}
          disabled={pincode.length !== 6 || state.status === "checking"}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-50"
        >
          {state.status === "checking" ? "Checking..." : "Check"}
        </button>
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {state.status === "invalid" && <p className="text-red-700">{state.message}</p>}
        {state.status === "valid" && (
          <ul className="space-y-1 text-slate-700">
            <li>
              Delivers to{" "}
              <strong>
                {state.result.city}, {state.result.state}
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
            <li>{state.result.cod ? "Cash on delivery available" : "Cash on delivery not available here"}</li>
          </ul>
        )}
      </div>
    </div>
  );
}
