"use client";

import { FormField, InputField } from "@/components/ui/form-field";
import { CheckboxField, FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";

const BENEFITS = [
  ["PERCENT_OFF", "Percent off the items"],
  ["AMOUNT_OFF", "An amount off the items"],
  ["BUY_X_GET_Y", "Buy X, get Y free or at a percent off"],
  ["QUANTITY_TIER", "Percent off from a number of units (class packs)"],
  ["FREE_SHIPPING", "Free shipping"],
] as const;

/** Fields each kind of promotion reads; the others are left out of it. */
const NUMBERS: { name: string; label: string; hint?: string; decimal?: boolean }[] = [
  {
    name: "percent",
    label: "Percent off",
    hint: "Percent off, buy X get Y's discount on the units given (100: free), or the tier's",
  },
  { name: "amountOff", label: "Amount off (₹)", decimal: true },
  { name: "maxDiscount", label: "Largest discount (₹)", hint: "Optional cap of a percent off", decimal: true },
  { name: "buyQuantity", label: "Units to buy (buy X get Y)" },
  { name: "getQuantity", label: "Units given (buy X get Y)" },
  { name: "minQuantity", label: "Units from which the tier applies" },
  {
    name: "minOrderValue",
    label: "Minimum order (₹)",
    hint: "What its items must come to; empty: none",
    decimal: true,
  },
  { name: "usageLimit", label: "Total uses", hint: "Orders in all; empty: no limit" },
  { name: "perCustomerLimit", label: "Uses per customer", hint: "Empty: no limit" },
];

const LISTS: { name: string; label: string; hint: string }[] = [
  {
    name: "productIds",
    label: "Only these products",
    hint: "Product ids, one a line; empty with no category: every product",
  },
  { name: "categories", label: "Only these categories", hint: "One a line, as the catalogue names them" },
  {
    name: "customers",
    label: "Only these customers",
    hint: "E-mail addresses or mobile numbers, one a line; empty: everyone",
  },
];

/** A new promotion: what it gives, how it is reached, what and who it is for, when and how often. */
export function PromotionForm({ action }: { action: AdminAction }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="New promotion">
      <InputField id="promotion-name" name="name" label="Name shoppers read" maxLength={80} required />
      <InputField id="promotion-name-hi" name="nameHi" label="Name in Hindi" lang="hi" maxLength={80} required />
      <FormField id="promotion-benefit" label="What it gives" className="sm:col-span-2">
        {(control) => (
          <select name="benefit" defaultValue="PERCENT_OFF" required {...control}>
            {BENEFITS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {NUMBERS.map(({ name, label, hint, decimal }) => (
        <InputField
          key={name}
          id={`promotion-${name}`}
          name={name}
          label={label}
          hint={hint}
          inputMode={decimal ? "decimal" : "numeric"}
        />
      ))}
      <InputField
        id="promotion-get-product"
        name="getProductId"
        label="Product given (buy X get Y)"
        hint="Its id; empty: the cheapest of the units bought. It must share their GST rate."
      />
      <InputField
        id="promotion-code"
        name="code"
        label="Code"
        hint="4 to 32 letters, digits or hyphens; leave empty for an automatic offer"
        autoCapitalize="characters"
        maxLength={32}
      />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <CheckboxField
          name="automatic"
          label="Automatic: every cart that qualifies gets it, no code needed"
          defaultChecked={false}
        />
        <CheckboxField name="prepaidOnly" label="Only when paid online" defaultChecked={false} />
        <CheckboxField name="firstOrderOnly" label="Only on a customer's first order" defaultChecked={false} />
      </div>
      {LISTS.map(({ name, label, hint }) => (
        <FormField key={name} id={`promotion-${name}`} label={label} hint={hint}>
          {(control) => <textarea name={name} rows={3} {...control} />}
        </FormField>
      ))}
      <InputField
        id="promotion-starts"
        name="startsAt"
        type="datetime-local"
        label="Starts (India time)"
        hint="Empty: now"
      />
      <InputField
        id="promotion-ends"
        name="endsAt"
        type="datetime-local"
        label="Ends (India time)"
        hint="Empty: until paused"
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter result={result} pending={pending} locked={locked} label="Create the promotion" />
      </div>
    </form>
  );
}
