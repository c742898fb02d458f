"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { FieldError } from "@/components/forms/field-error";
import { registered } from "@/components/forms/registered";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";
import { hiddenText } from "@/components/ui/hidden-text";
import { useCatalogue } from "@/lib/client/catalogue";
import type { QuoteFormValues } from "./quote-request";

/**
 * The request's products, each with its quantity (1 to `maxQuantity`) and a remove button, and a
 * choice of the catalogue's other products to add. Named from the catalogue in the page's language.
 */
export function QuoteLinesField({ form, maxQuantity }: { form: UseFormReturn<QuoteFormValues>; maxQuantity: number }) {
  const t = useTranslations("quotes.form");
  const locale = useLocale();
  const catalogue = useCatalogue(locale);
  const { products } = catalogue;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "items" });
  const [choice, setChoice] = useState("");
  const { errors } = form.formState;
  const listError = errors.items?.message ?? errors.items?.root?.message;

  // A product page's link to a product the catalogue does not have (deleted since) offers nothing to ask for.
  useEffect(() => {
    if (catalogue.status !== "ready") return;
    const unknown = fields.flatMap((line, index) => (!line.name && !products.has(line.productId) ? [index] : []));
    if (unknown.length > 0) remove(unknown);
  }, [catalogue.status, products, fields, remove]);

  const asked = new Set(fields.map((line) => line.productId));
  const offered = [...products.values()]
    .filter((product) => !asked.has(product._id))
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  function add() {
    const product = products.get(choice);
    if (!product) return;
    // The new quantity field takes the focus.
    append({ productId: product._id, quantity: 1, name: product.name });
    setChoice("");
  }

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-lg font-semibold text-slate-900">{t("products")}</legend>
      {fields.length === 0 ? (
        <p className="text-slate-600">{t("noProducts")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {fields.map((line, index) => {
            const name = products.get(line.productId)?.name ?? line.name;
            return (
              <li
                key={line.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 rounded-lg border border-slate-200 p-3"
              >
                <InputField
                  id={`quote-quantity-${index}`}
                  label={t("quantity", { name })}
                  hint={t("quantityHint", { max: maxQuantity })}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxQuantity}
                  step={1}
                  className="min-w-0 wrap-anywhere"
                  {...registered(form, `items.${index}.quantity`, { valueAsNumber: true })}
                />
                {/* Level with the input, below its label. */}
                <Button variant="danger-outline" className="mt-6" onClick={() => remove(index)}>
                  {t.rich("remove", { name, hidden: hiddenText })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {listError && <FieldError message={listError} className="text-sm text-red-700" />}
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="quote-add-product" label={t("addProduct")} className="min-w-0 flex-1 basis-56">
          {(control) => (
            <select
              {...control}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              disabled={catalogue.status !== "ready"}
            >
              <option value="">{t("chooseProduct")}</option>
              {offered.map((product) => (
                <option key={product._id} value={product._id}>
                  {product.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button variant="secondary" onClick={add} disabled={!choice}>
          {t("add")}
        </Button>
      </div>
    </fieldset>
  );
}
