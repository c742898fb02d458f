/**
 * Products as the API returns them (SPEC §3): `_id` plus the product's fields, prices in rupees.
 */
import "server-only";
import { CACHE_TAGS, expireCache } from "../cache/storefront-cache";
import { db } from "../db";
import { volumetricDivisor } from "../delivery/delivery";
import { unitShippingWeight } from "../delivery/rules";
import type { Product } from "../generated/prisma/client";
import { notFound } from "../http/errors";
import { toPaise, toRupeeNumber } from "../money";

export interface ProductRecord {
  _id: string;
  slug: string;
  name: string;
  description: string;
  category: string;
  images: string[];
  price: number;
  discountPrice: number | null;
  /** Listing date, epoch milliseconds. */
  date: number;
  inStock: boolean;
  stockQuantity: number;
  ageSuitability: string | null;
  rating: number | null;
  bestseller: boolean;
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
}

export function toProductRecord(product: Product, volumetricDivisor: number): ProductRecord {
  return {
    _id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    images: product.images,
    price: toRupeeNumber(toPaise(product.price)),
    discountPrice: product.discountPrice === null ? null : toRupeeNumber(toPaise(product.discountPrice)),
    date: product.date.getTime(),
    inStock: product.inStock && product.stockQuantity > 0,
    stockQuantity: product.stockQuantity,
    ageSuitability: product.ageSuitability,
    rating: product.rating === null ? null : product.rating.toNumber(),
    bestseller: product.bestseller,
    brand: product.brand,
    features: product.features,
    contents: product.contents,
    materials: product.materials,
    weight: product.weight,
    dimensions: product.dimensions,
    shippingWeight: unitShippingWeight(product, volumetricDivisor),
  };
}

/** The whole catalogue, newest first. */
export async function listProductRecords(): Promise<ProductRecord[]> {
  const [products, divisor] = await Promise.all([
    db().product.findMany({ orderBy: [{ date: "desc" }, { id: "asc" }] }),
    volumetricDivisor(),
  ]);
  return products.map((product) => toProductRecord(product, divisor));
}

export async function getProductRecord(productId: string): Promise<ProductRecord> {
  const [product, divisor] = await Promise.all([
    db().product.findUnique({ where: { id: productId } }),
    volumetricDivisor(),
  ]);
  if (!product) throw notFound("Product not found");
  return toProductRecord(product, divisor);
}

/**
 * Deletes a product. Cart lines go with it; past orders keep their snapshot of it.
 */
export async function removeProduct(productId: string): Promise<void> {
  const { count } = await db().product.deleteMany({ where: { id: productId } });
  if (count === 0) throw notFound("Product not found");
  expireCache(CACHE_TAGS.catalogue);
}
