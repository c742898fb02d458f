"use client";

import { useActionState } from "react";
import { inputClass } from "@/components/forms/field";
import type { ActionResult } from "@/lib/admin/action-result";
import { ActionMessage } from "./action-message";

export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  images: string[];
  price: string;
  discountPrice: string;
  stockQuantity: string;
  inStock: boolean;
  ageSuitability: string;
  rating: string;
  bestseller: boolean;
  brand: string;
  features: string;
  contents: string;
  materials: string;
  weight: string;
  dimensions: string;
  date: string;
}

type SaveAction = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/** Every field of a product (SPEC §3), for creating and editing. */
export function ProductForm({
  action,
  values,
  categories,
}: {
  action: SaveAction;
  values: ProductFormValues;
  categories: string[];
}) {
  const [result, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className="flex flex-col gap-5">
      <ActionMessage result={result} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="name" label="Name" defaultValue={values.name} required />
        <TextField name="category" label="Category" defaultValue={values.category} required list="product-categories" />
        <datalist id="product-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <TextField name="price" label="Price (₹)" defaultValue={values.price} required inputMode="decimal" />
        <TextField
          name="discountPrice"
          label="Discount price (₹, optional)"
          defaultValue={values.discountPrice}
          inputMode="decimal"
        />
        <TextField
          name="stockQuantity"
          label="Stock"
          defaultValue={values.stockQuantity}
          required
          inputMode="numeric"
        />
        <TextField name="date" label="Listing date" type="date" defaultValue={values.date} />
        <TextField name="ageSuitability" label="Age (e.g. 10+)" defaultValue={values.ageSuitability} />
        <TextField name="rating" label="Rating (0–5)" defaultValue={values.rating} inputMode="decimal" />
        <TextField name="weight" label="Weight (grams)" defaultValue={values.weight} inputMode="numeric" />
        <TextField name="dimensions" label="Dimensions (e.g. 25cm x 25cm x 5cm)" defaultValue={values.dimensions} />
        <TextField name="materials" label="Materials" defaultValue={values.materials} />
        <TextField name="brand" label="Marketplace link (https, optional)" defaultValue={values.brand} type="url" />
      </div>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" name="inStock" defaultChecked={values.inStock} /> On sale (in stock)
        </label>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" name="bestseller" defaultChecked={values.bestseller} /> Bestseller
        </label>
      </div>
      <TextArea name="description" label="Description" defaultValue={values.description} rows={5} required />
      <div className="grid gap-4 md:grid-cols-2">
        <TextArea name="features" label="Key features (one per line)" defaultValue={values.features} rows={5} />
        <TextArea name="contents" label="What's included (one per line)" defaultValue={values.contents} rows={5} />
      </div>
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold">Images</legend>
        {values.images.length > 0 && (
          <ul className="mb-3 flex flex-col gap-2">
            {values.images.map((image) => (
              <li key={image}>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="images" value={image} defaultChecked /> Keep {image}
                </label>
              </li>
            ))}
          </ul>
        )}
        <label htmlFor="newImages" className="mb-1 block text-sm font-semibold">
          Add images (PNG, JPEG or WebP, at most 5 MB each)
        </label>
        <input id="newImages" name="newImages" type="file" accept="image/png,image/jpeg,image/webp" multiple />
      </fieldset>
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? "Saving..." : "Save product"}
      </button>
    </form>
  );
}

function TextField({
  name,
  label,
  ...props
}: { name: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={`product-${name}`} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input id={`product-${name}`} name={name} className={inputClass} {...props} />
    </div>
  );
}

function TextArea({
  name,
  label,
  ...props
}: { name: string; label: string } & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <label htmlFor={`product-${name}`} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea id={`product-${name}`} name={name} className={inputClass} {...props} />
    </div>
  );
}
