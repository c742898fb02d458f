"use client";

import { DeclarationFields } from "./declaration-fields";
import { HindiFields } from "./hindi-fields";
import { CheckboxField, FormFooter } from "./form-controls";
import { ProductImagesFieldset } from "./product-images-fieldset";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { FormField, InputField } from "@/components/ui/form-field";
import { GST_RATES } from "@/lib/tax/rates";
import type { ProductFormValues } from "@/lib/catalog/product-form-values";

/** A new product's first stock; an existing one's is changed by the stock controls (stock-controls.tsx). */
export interface InitialStock {
  stockQuantity: string;
  inStock: boolean;
}

/** Every field of a product (SPEC §3), for creating (with `initialStock`) and editing. */
export function ProductForm({
  action,
  values,
  categories,
  initialStock,
}: {
  action: AdminAction;
  values: ProductFormValues;
  categories: string[];
  initialStock?: InitialStock;
}) {
  const { result, pending, locked, setPreparing, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <InputField id="product-name" name="name" label="Name" defaultValue={values.name} required />
        <InputField
          id="product-category"
          name="category"
          label="Category"
          defaultValue={values.category}
          required
          list="product-categories"
        />
        <datalist id="product-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <InputField
          id="product-price"
          name="price"
          label="Price (₹)"
          defaultValue={values.price}
          required
          inputMode="decimal"
        />
        <InputField
          id="product-discountPrice"
          name="discountPrice"
          label="Discount price (₹, optional)"
          defaultValue={values.discountPrice}
          inputMode="decimal"
        />
        {initialStock && (
          <InputField
            id="product-stockQuantity"
            name="stockQuantity"
            label="Stock"
            defaultValue={initialStock.stockQuantity}
            required
            inputMode="numeric"
          />
        )}
        <InputField id="product-date" name="date" label="Listing date" type="date" defaultValue={values.date} />
        <InputField
          id="product-ageSuitability"
          name="ageSuitability"
          label="Age (e.g. 10+)"
          defaultValue={values.ageSuitability}
        />
        <InputField
          id="product-rating"
          name="rating"
          label="Rating (0–5)"
          defaultValue={values.rating}
          inputMode="decimal"
        />
        <InputField
          id="product-weight"
          name="weight"
          label="Weight (grams)"
          defaultValue={values.weight}
          inputMode="numeric"
        />
        <InputField
          id="product-dimensions"
          name="dimensions"
          label="Dimensions (e.g. 25cm x 25cm x 5cm)"
          defaultValue={values.dimensions}
        />
        <InputField id="product-materials" name="materials" label="Materials" defaultValue={values.materials} />
        <InputField
          id="product-hsnCode"
          name="hsnCode"
          label="HSN code (4–8 digits, e.g. 9503 toys, 9504 games)"
          defaultValue={values.hsnCode}
          required
          inputMode="numeric"
        />
        <FormField id="product-gstRate" label="GST rate (included in the price)">
          {(control) => (
            <select name="gstRate" defaultValue={values.gstRate} required {...control}>
              <option value="">Choose a rate</option>
              {GST_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate} %
                </option>
              ))}
            </select>
          )}
        </FormField>
        <InputField
          id="product-brand"
          name="brand"
          label="Marketplace link (https, optional)"
          defaultValue={values.brand}
          type="url"
        />
      </div>
      <div className="flex flex-wrap gap-6">
        {initialStock && (
          <CheckboxField name="inStock" label="On sale (in stock)" defaultChecked={initialStock.inStock} />
        )}
        <CheckboxField name="bestseller" label="Bestseller" defaultChecked={values.bestseller} />
      </div>
      <TextArea name="description" label="Description" defaultValue={values.description} rows={5} required />
      <div className="grid gap-4 md:grid-cols-2">
        <TextArea name="features" label="Key features (one per line)" defaultValue={values.features} rows={5} />
        <TextArea name="contents" label="What's included (one per line)" defaultValue={values.contents} rows={5} />
      </div>
      <HindiFields values={values.hindi} />
      <DeclarationFields values={values.declarations} />
      <ProductImagesFieldset images={values.images} productName={values.name} onPreparingChange={setPreparing} />
      <FormFooter result={result} pending={pending} locked={locked} label="Save product" />
    </form>
  );
}

function TextArea({
  name,
  label,
  ...props
}: { name: string; label: string } & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FormField id={`product-${name}`} label={label}>
      {(control) => <textarea name={name} {...props} {...control} />}
    </FormField>
  );
}
