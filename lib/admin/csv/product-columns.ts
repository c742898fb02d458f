/**
 * The products CSV: every field of the admin product form (lib/validation/admin-product.ts), the
 * Hindi texts and listing declarations included, with the product's ID and images. The export
 * writes a product as the form shows it (rupees with two decimals, lists one entry per line,
 * yes/no, the listing day in India), and a row is read back through the form's own schema, so the
 * import accepts exactly what the form does.
 */
import { productFormValues, type ProductWithHindi } from "../../catalog/product-form-values";
import { keptImageSchema, productFormSchema, type ProductForm } from "../../validation/admin-product";
import { MAX_PRODUCT_IMAGES } from "../../media/image-limits";
import { readYesNo, yesNo } from "./export-cells";
import type { RowReading } from "./import-types";

type FormField = keyof typeof productFormSchema.shape;
export type ProductField = FormField | "id" | "images";

/** Every column, in the export's order. */
export const PRODUCT_LABELS = {
  id: "ID",
  name: "Name",
  nameHi: "Name (Hindi)",
  category: "Category",
  description: "Description",
  descriptionHi: "Description (Hindi)",
  price: "Price (₹)",
  discountPrice: "Discount price (₹)",
  stockQuantity: "Stock",
  inStock: "On sale",
  ageSuitability: "Age",
  rating: "Rating",
  bestseller: "Bestseller",
  brand: "Marketplace link",
  features: "Key features",
  featuresHi: "Key features (Hindi)",
  contents: "What's included",
  contentsHi: "What's included (Hindi)",
  materials: "Materials",
  materialsHi: "Materials (Hindi)",
  weight: "Weight (g)",
  dimensions: "Dimensions",
  hsnCode: "HSN code",
  gstRate: "GST rate (%)",
  date: "Listing date",
  images: "Images",
  declarantRole: "Declarant role",
  declarantName: "Declarant name",
  declarantAddress: "Declarant address",
  countryOfOrigin: "Country of origin",
  netQuantity: "Net quantity",
  consumerCare: "Consumer care",
  isToy: "Toy",
  bisStandard: "BIS standard",
  bisLicence: "BIS licence",
} as const satisfies Record<ProductField, string>;

export const PRODUCT_FIELDS = Object.keys(PRODUCT_LABELS) as ProductField[];

/** The form's checkboxes, written yes or no. */
const YES_NO_FIELDS = new Set<ProductField>(["inStock", "bestseller", "isToy"]);

/** A stored product's cells: the form's values, its checkboxes yes or no, its images one per line. */
export function productCells(product: ProductWithHindi): Record<ProductField, string> {
  const { images, bestseller, declarations, hindi, ...texts } = productFormValues(product);
  return {
    id: product.id,
    ...texts,
    stockQuantity: String(product.stockQuantity),
    inStock: yesNo(product.inStock),
    bestseller: yesNo(bestseller),
    images: images.join("\n"),
    ...hindi,
    ...declarations,
    isToy: yesNo(declarations.isToy),
  };
}

export interface ProductRowValue {
  form: ProductForm;
  images: string[];
}

type Problem = { field: ProductField | null; message: string };

function readImages(cell: string, problems: Problem[]): string[] {
  const images = cell
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (images.length > MAX_PRODUCT_IMAGES)
    problems.push({ field: "images", message: `At most ${MAX_PRODUCT_IMAGES} images` });
  for (const image of images) {
    if (!keptImageSchema.safeParse(image).success)
      problems.push({ field: "images", message: `"${image}" is not an image path on this site or an https address` });
  }
  return images;
}

/** A row's cells through the product form's schema; every problem names its column. */
export function readProductRow(
  cells: Record<ProductField, string>,
  { categories }: { categories: ReadonlySet<string> },
): RowReading<ProductField, ProductRowValue> {
  const problems: Problem[] = [];
  const fields: Record<string, string> = {};
  for (const field of PRODUCT_FIELDS) {
    if (field === "id" || field === "images") continue;
    if (!YES_NO_FIELDS.has(field)) fields[field] = cells[field];
    else {
      const value = readYesNo(cells[field]);
      if (value === null) problems.push({ field, message: `${PRODUCT_LABELS[field]} must be yes or no` });
      // The form's checkbox: "on" when ticked.
      fields[field] = value ? "on" : "";
    }
  }
  const images = readImages(cells.images, problems);
  const parsed = productFormSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      problems.push({
        field: typeof field === "string" && field in PRODUCT_LABELS ? (field as ProductField) : null,
        message: issue.message,
      });
    }
  } else if (!categories.has(parsed.data.category)) {
    problems.push({
      field: "category",
      message: `Unknown category "${parsed.data.category}": use one the catalogue has (a new category starts in the product form)`,
    });
  }
  return problems.length > 0 || !parsed.success
    ? { ok: false, problems }
    : { ok: true, value: { form: parsed.data, images } };
}

/** Values compared as JSON: dates by their instant, lists entry by entry. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function changedProductFields(value: ProductRowValue, current: ProductRowValue): ProductField[] {
  return PRODUCT_FIELDS.filter((field) => {
    if (field === "id") return false;
    if (field === "images") return !same(value.images, current.images);
    return !same(value.form[field], current.form[field]);
  });
}
