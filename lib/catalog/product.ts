/**
 * The catalogue's one product type (SPEC §3) and the narrow views the storefront's cards and
 * content blocks read, with the mappers from database rows (in English: ./localized.ts translates). Money in paise, the listing date in
 * epoch milliseconds (cached reads travel through JSON); no display defaults applied here.
 */
import "server-only";
import { unitShippingWeight } from "../delivery/rules";
import { Prisma, type Product as ProductRow } from "../generated/prisma/client";
import { toPaise, type Paise } from "../money";
import { toDeclarations, type ProductDeclarations } from "./declarations";

export interface Product {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** The English category: the shop filter's value. */
  category: string;
  /** The category as the read's language names it (lib/catalog/localized.ts). */
  categoryName: string;
  images: string[];
  price: Paise;
  discountPrice: Paise | null;
  /** Listing date, epoch milliseconds. */
  date: number;
  /** On sale and at least one unit on hand. */
  inStock: boolean;
  stockQuantity: number;
  ageSuitability: string | null;
  rating: number | null;
  bestseller: boolean;
  /** External marketplace link ("Buy with"). */
  brand: string | null;
  features: string[];
  contents: string[];
  materials: string | null;
  /** Grams. */
  weight: number | null;
  dimensions: string | null;
  /**
   * Grams one unit is charged for in shipping: its weight, or its volumetric weight when higher.
   * The checkout sends the sum of these as the shipping-cost call's `weight`, as the order does.
   */
  shippingWeight: number;
  /** GST rate in percent (the promotions pair units by it: lib/promotions/item-offers.ts). */
  gstRate: number;
  /** Legal Metrology and Toys QCO declarations as stored; listingDeclarations() (./declarations.ts) fills in the store's. */
  declarations: ProductDeclarations;
}

/** A product card's fields (shop grid, New Arrivals). */
export type ProductSummary = Pick<
  Product,
  | "id"
  | "name"
  | "category"
  | "categoryName"
  | "price"
  | "discountPrice"
  | "rating"
  | "inStock"
  | "stockQuantity"
  | "ageSuitability"
  | "bestseller"
  | "brand"
> & {
  /** First image path, or null when the product has none. */
  image: string | null;
};

/** A link to a product from content blocks (the featured videos). */
export type ProductLink = Pick<Product, "id" | "slug" | "name"> & { image: string | null };

type PricedRow = Pick<ProductRow, "price" | "discountPrice" | "inStock" | "stockQuantity">;

/** Prices in paise and whether the product can be bought, shared by every view. */
function saleFields(row: PricedRow) {
  return {
    price: toPaise(row.price),
    discountPrice: row.discountPrice === null ? null : toPaise(row.discountPrice),
    inStock: row.inStock && row.stockQuantity > 0,
    stockQuantity: row.stockQuantity,
  };
}

export function toProduct(row: ProductRow, volumetricDivisor: number): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    categoryName: row.category,
    images: row.images,
    ...saleFields(row),
    date: row.date.getTime(),
    ageSuitability: row.ageSuitability,
    rating: row.rating === null ? null : row.rating.toNumber(),
    bestseller: row.bestseller,
    brand: row.brand,
    features: row.features,
    contents: row.contents,
    materials: row.materials,
    weight: row.weight,
    dimensions: row.dimensions,
    shippingWeight: unitShippingWeight(row, volumetricDivisor),
    gstRate: row.gstRate,
    declarations: toDeclarations(row),
  };
}

export const summarySelect = {
  id: true,
  name: true,
  category: true,
  images: true,
  price: true,
  discountPrice: true,
  rating: true,
  inStock: true,
  stockQuantity: true,
  ageSuitability: true,
  bestseller: true,
  brand: true,
} satisfies Prisma.ProductSelect;

export type SummaryRow = Prisma.ProductGetPayload<{ select: typeof summarySelect }>;

/** The same columns for raw queries (lib/catalog/search.ts). */
export const summaryColumns = Prisma.raw(
  Object.keys(summarySelect)
    .map((column) => `"${column}"`)
    .join(", "),
);

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    categoryName: row.category,
    image: row.images[0] ?? null,
    ...saleFields(row),
    rating: row.rating === null ? null : row.rating.toNumber(),
    ageSuitability: row.ageSuitability,
    bestseller: row.bestseller,
    brand: row.brand,
  };
}
