"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { FormField } from "@/components/ui/form-field";
import type { RefundDestinationInput } from "@/lib/validation/refund-destination";

/** As typed: the API checks each field and says what is wrong. */
export type RefundDestinationDraft = RefundDestinationInput;

export const EMPTY_UPI: RefundDestinationDraft = { method: "UPI", upiId: "" };
const EMPTY_ACCOUNT: RefundDestinationDraft = { method: "BANK_ACCOUNT", accountName: "", accountNumber: "", ifsc: "" };

/**
 * Where a cash on delivery order's refund goes (issue #33): a UPI ID, or a bank account, asked with
 * the return request since the store holds no account of the customer's; said to be used for this
 * refund only.
 */
export function RefundDestinationFields({
  value,
  onChange,
}: {
  value: RefundDestinationDraft;
  onChange: (value: RefundDestinationDraft) => void;
}) {
  const id = useId();
  const t = useTranslations("orders.returns.refundTo");
  const field = (name: string, label: string, text: string, set: (text: string) => void, extra = {}) => (
    <FormField id={`${id}-${name}`} label={label}>
      {(control) => <input {...control} value={text} onChange={(event) => set(event.target.value)} {...extra} />}
    </FormField>
  );
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t("heading")}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("hint")}
      </p>
      <div className="flex flex-wrap gap-4 text-sm">
        {(["UPI", "BANK_ACCOUNT"] as const).map((method) => (
          <label key={method} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-method`}
              checked={value.method === method}
              onChange={() => onChange(method === "UPI" ? EMPTY_UPI : EMPTY_ACCOUNT)}
            />
            {t(method === "UPI" ? "upi" : "bank")}
          </label>
        ))}
      </div>
      {value.method === "UPI"
        ? field("upi", t("upiId"), value.upiId, (upiId) => onChange({ ...value, upiId }), {
            autoComplete: "off",
            placeholder: "name@bank",
          })
        : [
            field("name", t("accountName"), value.accountName, (accountName) => onChange({ ...value, accountName }), {
              autoComplete: "name",
            }),
            field(
              "number",
              t("accountNumber"),
              value.accountNumber,
              (accountNumber) => onChange({ ...value, accountNumber: accountNumber.replace(/\D/g, "") }),
              { inputMode: "numeric", autoComplete: "off" },
            ),
            field("ifsc", t("ifsc"), value.ifsc, (ifsc) => onChange({ ...value, ifsc: ifsc.toUpperCase() }), {
              autoComplete: "off",
              maxLength: 11,
            }),
          ].map((element, index) => <div key={index}>{element}</div>)}
    </fieldset>
  );
}
