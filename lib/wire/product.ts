/**
 * Products on the wire (SPEC §3, §7): `_id`, prices as rupee numbers. The route handlers write
 * it with toProductJson; the browser reads it with these same schemas.
 */
import { z } from "zod";
import type { Product } from "../catalog/product";
import { toRupeeNumber } from "../money";

export const productJson = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  discountPrice: z.number().nullable(),
  /** Listing date, epoch milliseconds. */
  date: z.number(),
  inStock: z.boolean(),
  stockQuantity: z.number(),
  ageSuitability: z.string().nullable(),
  rating: z.number().nullable(),
  bestseller: z.boolean(),
  brand: z.string().nullable(),
  features: z.array(z.string()),
  contents: z.array(z.string()),
  materials: z.string().nullable(),
  /** Grams. */
  weight: z.number().nullable(),
  dimensions: z.string().nullable(),
  /** Grams one unit is charged for in shipping (the checkout's shipping-cost weight). */
  shippingWeight: z.number(),
});
export type ProductJson = z.infer<typeof productJson>;

export const productListResponse = z.object({ products: z.array(productJson) });
export const productResponse = z.object({ product: productJson });

/** Field by field, so nothing reaches the wire unless this contract names it. */
export function toProductJson(product: Product): ProductJson {
  return {
    _id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    images: product.images,
    price: toRupeeNumber(product.price),
    discountPrice: product.discountPrice === null ? null : toRupeeNumber(product.discountPrice),
    date: product.date,
    inStock: product.inStock,
    stockQuantity: product.stockQuantity,
    ageSuitability: product.ageSuitability,
    rating: product.rating,
    bestseller: product.bestseller,
    brand: product.brand,
    features: product.features,
    contents: product.contents,
    materials: product.materials,
    weight: product.weight,
    dimensions: product.dimensions,
    shippingWeight: product.shippingWeight,
  };
}
