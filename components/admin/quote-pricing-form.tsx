"use client";

import { useState } from "react";
import { FormField, InputField } from "@/components/ui/form-field";
import { inputClass } from "@/components/ui/input-class";
import { formatRupees, toRupeeString, type Paise } from "@/lib/money";
import { rupeeAmount } from "@/lib/validation/rupees";
import { FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";

export interface PricingLine {
  id: string;
  name: string;
  quantity: number;
  /** The shop's price of one unit when the quote was asked for. */
  shopPrice: Paise;
  /** The quoted unit price the field starts from. */
  prefill: Paise;
  /** The automatic tier's percent the prefill came from; 0: none. */
  tierPercent: number;
}

/** The same rule the server parses with (lib/validation/quotes.ts): a typo shows as "—", not as ₹0. */
const typedRupees = rupeeAmount("");
const paiseOf = (typed: string): Paise | null => {
  const parsed = typedRupees.safeParse(typed);
  return parsed.success ? parsed.data : null;
};
const money = (paise: Paise | null) => (paise === null ? "—" : formatRupees(paise));

/**
 * An operator's prices for a quote: each line's unit price in rupees (tax-inclusive, never above
 * the shop's), shipping, the last day it may be accepted and the terms, with each line's total and
 * the discount it gives worked out as they type. `locked`: accepted or withdrawn, shown only.
 */
export function QuotePricingForm({
  action,
  lines,
  shipping,
  shippingNote,
  validUntil,
  terms,
  locked: readOnly,
}: {
  action: AdminAction;
  lines: PricingLine[];
  shipping: Paise;
  shippingNote: string | null;
  validUntil: string;
  terms: string;
  locked: boolean;
}) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  const [prices, setPrices] = useState(() => lines.map((line) => toRupeeString(line.prefill)));
  const [shippingTyped, setShippingTyped] = useState(toRupeeString(shipping));
  const totals = lines.map((line, index) => {
    const quoted = paiseOf(prices[index]!);
    return quoted === null
      ? { total: null, discount: null }
      : { total: quoted * line.quantity, discount: (line.shopPrice - quoted) * line.quantity };
  });
  const sum = (values: (Paise | null)[]) =>
    values.some((value) => value === null) ? null : values.reduce<Paise>((a, b) => a + b!, 0);
  const goods = sum(totals.map((line) => line.total));
  const discount = sum(totals.map((line) => line.discount));
  const shippingPaise = paiseOf(shippingTyped);
  const amount = goods === null || shippingPaise === null ? null : goods + shippingPaise;

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Quote prices">
      <fieldset disabled={readOnly} className="flex flex-col gap-4">
        {/* Focusable: on a phone the table scrolls sideways inside this box, and keyboard users must reach it. */}
        <div
          className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
          tabIndex={0}
          role="region"
          aria-label="Lines and their quoted prices"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="p-3">
                  Product
                </th>
                <th scope="col" className="p-3 text-right">
                  Quantity
                </th>
                <th scope="col" className="p-3 text-right">
                  Shop price
                </th>
                <th scope="col" className="min-w-36 p-3">
                  Quoted unit price (₹)
                </th>
                <th scope="col" className="p-3 text-right">
                  Line total
                </th>
                <th scope="col" className="p-3 text-right">
                  Discount
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={line.id} className="border-t border-slate-100 align-top" data-testid="quote-line">
                  <th scope="row" className="p-3 font-normal">
                    {line.name}
                    {line.tierPercent > 0 && (
                      <span className="block text-slate-600">Shop&apos;s tier: {line.tierPercent}% off</span>
                    )}
                  </th>
                  <td className="p-3 text-right">{line.quantity}</td>
                  <td className="p-3 text-right">{formatRupees(line.shopPrice)}</td>
                  <td className="p-3">
                    <input type="hidden" name="lineId" value={line.id} />
                    <label htmlFor={`quoted-${line.id}`} className="sr-only">
                      Quoted unit price of {line.name} in rupees
                    </label>
                    <input
                      id={`quoted-${line.id}`}
                      name="unitPrice"
                      inputMode="decimal"
                      required
                      value={prices[index]}
                      onChange={(event) =>
                        setPrices((typed) => typed.map((value, at) => (at === index ? event.target.value : value)))
                      }
                      className={inputClass}
                    />
                  </td>
                  <td className="p-3 text-right">{money(totals[index]!.total)}</td>
                  <td className="p-3 text-right">{money(totals[index]!.discount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="quote-shipping"
            name="shipping"
            label="Shipping (₹)"
            inputMode="decimal"
            required
            value={shippingTyped}
            onChange={(event) => setShippingTyped(event.target.value)}
            hint={shippingNote ?? "Started from what the shop charges to this pincode for these weights."}
          />
          <InputField
            id="quote-valid-until"
            name="validUntil"
            type="date"
            label="Valid until (India's date)"
            defaultValue={validUntil}
            required
            hint="The last day the customer may accept it."
          />
          <FormField
            id="quote-terms"
            label="Terms"
            hint="Delivery, payment: printed on the proforma invoice."
            className="sm:col-span-2"
          >
            {(control) => <textarea name="terms" rows={3} maxLength={1000} defaultValue={terms} {...control} />}
          </FormField>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Goods</dt>
          <dd data-testid="quote-goods">{money(goods)}</dd>
          <dt className="font-semibold">Discount given</dt>
          <dd>{money(discount)}</dd>
          <dt className="font-semibold">Amount payable</dt>
          <dd data-testid="quote-amount">{money(amount)}</dd>
        </dl>
      </fieldset>
      {!readOnly && <FormFooter result={result} pending={pending} locked={locked} label="Save prices" />}
    </form>
  );
}
