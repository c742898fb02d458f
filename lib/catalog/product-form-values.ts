/**
 * A stored product as the admin product form's text values: the edit page fills the form with them,
 * and the products CSV writes them (lib/admin/csv/product-columns.ts), so an export reads back
 * through the form's own schema exactly as the form would save it.
 */
import { indianIsoDay } from "../dates";
import type { Prisma } from "../generated/prisma/client";
import { rupeeText } from "../money";
import { declarationFormValues, type DeclarationFormValues } from "../validation/product-declarations";
import { hindiFormValues, type HindiFormValues } from "../validation/product-hindi";
import { toDeclarations } from "./declarations";

/** A product with its Hindi texts (at most one translation, the "hi" one, is read). */
export type ProductWithHindi = Prisma.ProductGetPayload<{ include: { translations: true } }>;

export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  images: string[];
  price: string;
  discountPrice: string;
  ageSuitability: string;
  rating: string;
  bestseller: boolean;
  brand: string;
  features: string;
  contents: string;
  materials: string;
  weight: string;
  dimensions: string;
  hsnCode: string;
  gstRate: string;
  /** The listing day in India, as `<input type="date">` reads it. */
  date: string;
  /** Legal Metrology and Toys QCO declarations, in their own fieldset. */
  declarations: DeclarationFormValues;
  /** The Hindi texts (#30), in their own fieldset. */
  hindi: HindiFormValues;
}

export function productFormValues(product: ProductWithHindi): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    images: product.images,
    price: rupeeText(product.price),
    discountPrice: rupeeText(product.discountPrice),
    ageSuitability: product.ageSuitability ?? "",
    rating: product.rating?.toFixed(1) ?? "",
    bestseller: product.bestseller,
    brand: product.brand ?? "",
    features: product.features.join("\n"),
    contents: product.contents.join("\n"),
    materials: product.materials ?? "",
    weight: product.weight === null ? "" : String(product.weight),
    dimensions: product.dimensions ?? "",
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
    date: indianIsoDay(product.date),
    declarations: declarationFormValues(toDeclarations(product)),
    hindi: hindiFormValues(product.translations.find((translation) => translation.locale === "hi") ?? null),
  };
}
