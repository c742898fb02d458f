"use client";

import { InputField } from "@/components/ui/form-field";
import { CheckboxField, FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";

/** The thresholds as the form shows them: counts and per cents as numbers, amounts in rupees ("5000.00"). */
export interface CodRulesValues {
  minShipments: number;
  feeAtReturnRate: number;
  prepaidOnlyAtReturnRate: number;
  feeAfterMissedOrders: number;
  prepaidOnlyAfterMissedOrders: number;
  firstOrderFeeAbove: string;
  prepaidOnlyAbove: string;
  riskFee: string;
  refuseUnreachable: boolean;
}

const NUMBERS: { name: keyof CodRulesValues; label: string; hint?: string }[] = [
  {
    name: "riskFee",
    label: "Extra cash on delivery fee (₹)",
    hint: "Added to the delivery rules' COD fee when a rule asks for it",
  },
  {
    name: "minShipments",
    label: "Parcels a place needs before its return rate counts",
    hint: "The pincode's, else its district's, over the last year",
  },
  { name: "feeAtReturnRate", label: "Return rate that adds the fee (%)" },
  { name: "prepaidOnlyAtReturnRate", label: "Return rate that ends cash on delivery (%)" },
  {
    name: "feeAfterMissedOrders",
    label: "Refused or unconfirmed COD orders that add the fee",
    hint: "The customer's, over the last year",
  },
  { name: "prepaidOnlyAfterMissedOrders", label: "Refused or unconfirmed COD orders that end cash on delivery" },
  { name: "firstOrderFeeAbove", label: "A first order above this pays the fee (₹)" },
  { name: "prepaidOnlyAbove", label: "Orders above this are paid online (₹)" },
];

/** The cash on delivery rules' thresholds; 0 turns a rule off. */
export function CodRulesForm({ action, values }: { action: AdminAction; values: CodRulesValues }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Cash on delivery thresholds">
      {NUMBERS.map(({ name, label, hint }) => (
        <InputField
          key={name}
          id={`cod-rule-${name}`}
          name={name}
          label={label}
          hint={hint}
          inputMode={typeof values[name] === "string" ? "decimal" : "numeric"}
          defaultValue={String(values[name])}
          required
        />
      ))}
      <div className="sm:col-span-2">
        <CheckboxField
          name="refuseUnreachable"
          label="End cash on delivery for a phone or address a courier cannot use"
          defaultChecked={values.refuseUnreachable}
        />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter result={result} pending={pending} locked={locked} label="Save the rules" />
      </div>
    </form>
  );
}
