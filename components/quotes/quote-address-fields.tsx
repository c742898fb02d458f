"use client";

import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { fillFromPincode } from "@/components/forms/pincode-fill";
import { registered } from "@/components/forms/registered";
import { InputField } from "@/components/ui/form-field";
import type { QuoteAddress, QuoteFormValues } from "./quote-request";

/** The checkout's fields in its order, labelled with its words (messages' `checkout.address`). */
const FIELDS: { name: keyof QuoteAddress; autoComplete: string; wide?: boolean; type?: string }[] = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "email", autoComplete: "email", type: "email" },
  { name: "phone", autoComplete: "tel", type: "tel" },
  { name: "street", autoComplete: "street-address", wide: true },
  { name: "zipcode", autoComplete: "postal-code" },
  { name: "city", autoComplete: "address-level2" },
  { name: "state", autoComplete: "address-level1" },
];

/** Where the quote's goods go: the delivery address, checked by the checkout's rules when the form is sent. */
export function QuoteAddressFields({ form, legend }: { form: UseFormReturn<QuoteFormValues>; legend: string }) {
  const t = useTranslations("checkout.address");
  const onPincode = (event: { target: { value: string } }) =>
    fillFromPincode(
      event.target.value,
      () => form.getValues("address.zipcode"),
      ({ city, state }) => {
        form.setValue("address.city", city);
        form.setValue("address.state", state);
      },
    );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-semibold text-slate-900">{legend}</legend>
      {FIELDS.map((field) => (
        <InputField
          key={field.name}
          id={`quote-address-${field.name}`}
          label={t(field.name)}
          hint={field.name === "phone" ? t("phoneHint") : undefined}
          className={field.wide ? "sm:col-span-2" : undefined}
          type={field.type ?? "text"}
          inputMode={field.name === "zipcode" ? "numeric" : undefined}
          maxLength={field.name === "zipcode" ? 6 : undefined}
          autoComplete={`shipping ${field.autoComplete}`}
          {...registered(form, `address.${field.name}`, field.name === "zipcode" ? { onChange: onPincode } : {})}
        />
      ))}
    </fieldset>
  );
}
