/**
 * The admin product form (every field of SPEC §3), as FormData strings arrive. Money is typed in
 * rupees and leaves here in paise; lists are one entry per line. The Hindi texts: ./product-hindi.ts.
 */
import { z } from "zod";
import { text } from "./text";
import { rupeeAmount } from "./rupees";
import { GST_RATES, HSN_CODE_PATTERN } from "../tax/rates";
import { checkDeclarations, declarationFields } from "./product-declarations";
import { hindiFields } from "./product-hindi";
import { MAX_STOCK } from "./admin-stock";

const requiredText = (label: string, max: number) =>
  text().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

const rupees = (label: string) => rupeeAmount(`${label} must be an amount in rupees, such as 499 or 499.50`);

const wholeNumber = (label: string, max: number) =>
  text()
    .trim()
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().max(max, `${label} must be at most ${max}`));

const lines = (label: string) =>
  text()
    .max(5000, `${label} is too long`)
    .transform((value) =>
      value
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    );

const checkbox = text()
  .optional()
  .transform((value) => value === "on");

/** Every field but the stock, which the edit page changes with its own controls (lib/validation/admin-stock.ts). */
const detailFields = {
  name: requiredText("Name", 120),
  description: requiredText("Description", 5000),
  category: requiredText("Category", 60),
  price: rupees("Price").refine((paise) => paise > 0, "Price must be more than ₹0"),
  discountPrice: z.union([z.literal("").transform(() => null), rupees("Discount price")]),
  ageSuitability: text()
    .trim()
    .regex(/^(\d{1,2}\+)?$/, "Age must look like 10+ (or be empty for all ages)")
    .transform((value) => value || null),
  rating: z.union([
    z.literal("").transform(() => null),
    text()
      .trim()
      .regex(/^[0-5](\.\d)?$/, "Rating must be between 0 and 5, with one decimal")
      .transform(Number)
      .pipe(z.number().max(5, "Rating must be between 0 and 5, with one decimal")),
  ]),
  bestseller: checkbox,
  brand: z.union([
    z.literal("").transform(() => null),
    text()
      .trim()
      .max(500, "Marketplace link is too long")
      .pipe(z.url({ protocol: /^https$/, error: "Marketplace link must be an https:// address" })),
  ]),
  features: lines("Key features"),
  contents: lines("What's included"),
  materials: optionalText("Materials", 200),
  weight: z.union([z.literal("").transform(() => null), wholeNumber("Weight", 100_000)]),
  dimensions: optionalText("Dimensions", 60),
  hsnCode: text().trim().regex(HSN_CODE_PATTERN, "HSN code must be 4 to 8 digits"),
  gstRate: text()
    .trim()
    .regex(/^\d{1,2}$/, `GST rate must be one of ${GST_RATES.join(", ")} %`)
    .transform(Number)
    .refine(
      (rate) => (GST_RATES as readonly number[]).includes(rate),
      `GST rate must be one of ${GST_RATES.join(", ")} %`,
    ),
  date: z.union([
    z.literal("").transform(() => null),
    z.iso.date("Listing date must be a date").transform((value) => new Date(`${value}T00:00:00+05:30`)),
  ]),
  ...declarationFields,
  ...hindiFields,
};

const discountBelowPrice = (form: { price: number; discountPrice: number | null }) =>
  form.discountPrice === null || form.discountPrice < form.price;
const discountIssue = { message: "Discount price must be below the price", path: ["discountPrice"] };

/** An edited product's fields. */
export const productDetailsSchema = z
  .object(detailFields)
  .refine(discountBelowPrice, discountIssue)
  .superRefine(checkDeclarations);

/** A new product's: its details, and the stock it starts with. */
export const productFormSchema = z
  .object({ ...detailFields, stockQuantity: wholeNumber("Stock", MAX_STOCK), inStock: checkbox })
  .refine(discountBelowPrice, discountIssue)
  .superRefine(checkDeclarations);

export type ProductDetails = z.output<typeof productDetailsSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

/** Kept images: paths on this site or https addresses, as the catalogue stores them. */
export const keptImageSchema = text().regex(/^(\/[\w\-./]+|https:\/\/\S+)$/, "An image path is not valid");

/** Either form's text fields from FormData (files and image lists are read separately). */
export function productFormFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(productFormSchema.shape)) {
    const value = formData.get(key);
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}
