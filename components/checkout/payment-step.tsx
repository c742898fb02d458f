"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import type { PaymentChoiceTotals } from "@/lib/client/delivery";
import { formatRupees } from "@/lib/money";
import type { PaymentMethodValue } from "@/lib/orders/payment-method";
import { CodFee, FreeDeliveryHint, PrepaidSaving } from "./payment-choices";

export const PAYMENT_LABELS: Record<PaymentMethodValue, string> = {
  cod: "Cash on Delivery",
  phonepe: "PhonePe (UPI, cards, net banking)",
};

/** Step 1 (SPEC §2): the payment method and optional notes. */
export function PaymentStep({
  method,
  onMethod,
  codAvailable,
  notes,
  onNotes,
  onContinue,
  codNotice,
  choices,
  place,
}: {
  method: PaymentMethodValue | null;
  onMethod: (method: PaymentMethodValue) => void;
  /** False once the pincode is known to have no cash on delivery. */
  codAvailable: boolean;
  notes: string;
  onNotes: (notes: string) => void;
  onContinue: () => void;
  /** Cash on delivery chosen where the pincode has none: why, and the switch to PhonePe. */
  codNotice?: ReactNode;
  /** Both ways of paying compared, once the pincode is known (the tab's or the saved default). */
  choices: PaymentChoiceTotals | null;
  /** Where that pincode is, as "Jodhpur (342001)". */
  place: string | null;
}) {
  return (
    <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
      <h2 id="payment-heading" tabIndex={-1} data-step-heading className="text-xl font-semibold outline-none">
        1. Payment Method
      </h2>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Choose how to pay</legend>
        {(["cod", "phonepe"] as const).map((option) => {
          const disabled = option === "cod" && !codAvailable;
          return (
            <label
              key={option}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-4 ${
                method === option ? "border-brand-600 bg-brand-50" : "border-slate-300"
              } ${disabled ? "cursor-not-allowed opacity-60" : ""}`}
            >
              <input
                type="radio"
                name="payment-method"
                value={option}
                checked={method === option}
                disabled={disabled}
                onChange={() => onMethod(option)}
                className="mt-1"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-semibold text-slate-900">{PAYMENT_LABELS[option]}</span>
                  {choices &&
                    (option === "cod" ? (
                      !disabled && <CodFee choices={choices} />
                    ) : (
                      <PrepaidSaving choices={choices} />
                    ))}
                </span>
                <span className="block text-sm text-slate-600">
                  {option === "cod"
                    ? disabled
                      ? "Not available for your pincode"
                      : "Pay in cash when your parcel arrives (additional COD charges apply)"
                    : "Pay securely on PhonePe's page"}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {codNotice}
      <FormField id="order-notes" label="Order notes (optional)">
        {(control) => (
          <textarea
            rows={3}
            maxLength={500}
            value={notes}
            onChange={(event) => onNotes(event.target.value)}
            placeholder="Anything the courier should know?"
            {...control}
          />
        )}
      </FormField>
      {choices && place ? (
        <div
          className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
          data-testid="payment-shipping"
        >
          <p>
            Shipping to {place}: {choices.prepaidTotal === 0 ? "free" : formatRupees(choices.prepaidTotal)} paying
            online
            {choices.codTotal !== null && `, ${formatRupees(choices.codTotal)} with cash on delivery (fee included)`}.
          </p>
          <FreeDeliveryHint choices={choices} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">Shipping is calculated in the next step, from your pincode.</p>
      )}
      <Button size="lg" onClick={onContinue} className="self-end">
        Continue to Address
      </Button>
    </section>
  );
}
