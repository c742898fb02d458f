"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import type { PaymentChoiceTotals } from "@/lib/client/delivery";
import { formatRupees } from "@/lib/money";
import type { PaymentMethodValue } from "@/lib/orders/payment-method";
import { CodFee, FreeDeliveryHint, PrepaidSaving } from "./payment-choices";

/** Step 1 (SPEC §2): the payment method and optional notes. */
export function PaymentStep({
  method,
  onMethod,
  codAvailable,
  codRefusal,
  codFeeReason,
  notes,
  onNotes,
  onContinue,
  codNotice,
  creditPanel,
  coveredByCredit,
  choices,
  place,
}: {
  method: PaymentMethodValue | null;
  onMethod: (method: PaymentMethodValue) => void;
  /** False once the pincode is known to have no cash on delivery, or the account's COD limits refuse the cart. */
  codAvailable: boolean;
  /** Why the account's COD limits refuse the cart, in the page's language (#33: said here, not at Place Order). */
  codRefusal: string | null;
  /** Why the store's rules add a fee to cash on delivery for this order, when they do. */
  codFeeReason: string | null;
  notes: string;
  onNotes: (notes: string) => void;
  onContinue: () => void;
  /** Cash on delivery chosen where the pincode has none: why, and the switch to PhonePe. */
  codNotice?: ReactNode;
  /** Gift cards and store credit to pay with (./credit-panel.tsx), for a signed-in shopper. */
  creditPanel: ReactNode;
  /** They pay the whole order: no method to choose. */
  coveredByCredit: boolean;
  /** Both ways of paying compared, once the pincode is known (the tab's or the saved default). */
  choices: PaymentChoiceTotals | null;
  /** Where that pincode is, as "Jodhpur (342001)". */
  place: string | null;
}) {
  const t = useTranslations("checkout.payment");
  const shippingText = ({ prepaidTotal, codTotal }: PaymentChoiceTotals, place: string) => {
    const cost = prepaidTotal === 0 ? t("free") : formatRupees(prepaidTotal);
    return codTotal === null
      ? t("shippingOnline", { place, cost })
      : t("shippingBoth", { place, cost, cod: formatRupees(codTotal) });
  };
  return (
    <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
      <h2 id="payment-heading" tabIndex={-1} data-step-heading className="text-xl font-semibold outline-none">
        {t("heading")}
      </h2>
      {creditPanel}
      {coveredByCredit ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-sm font-semibold text-emerald-900">
          {t("coveredByCredit")}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t("choose")}</legend>
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
                    <span className="font-semibold text-slate-900">{t(option)}</span>
                    {choices &&
                      (option === "cod" ? (
                        !disabled && <CodFee choices={choices} />
                      ) : (
                        <PrepaidSaving choices={choices} />
                      ))}
                  </span>
                  <span className="block text-sm text-slate-600" data-testid={`${option}-hint`}>
                    {option === "cod" && (codRefusal ?? codFeeReason)
                      ? (codRefusal ?? codFeeReason)
                      : t(option === "cod" ? (disabled ? "codUnavailable" : "codHint") : "phonepeHint")}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {codNotice}
      <FormField id="order-notes" label={t("notes")}>
        {(control) => (
          <textarea
            rows={3}
            maxLength={500}
            value={notes}
            onChange={(event) => onNotes(event.target.value)}
            placeholder={t("notesPlaceholder")}
            {...control}
          />
        )}
      </FormField>
      {choices && place ? (
        <div
          className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
          data-testid="payment-shipping"
        >
          <p>{shippingText(choices, place)}</p>
          <FreeDeliveryHint choices={choices} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t("later")}</p>
      )}
      <Button size="lg" onClick={onContinue} className="self-end">
        {t("continue")}
      </Button>
    </section>
  );
}
