/**
 * Catalogue reads shared by pages and the API. Records leave here in domain shape: money in
 * paise, defaults of SPEC §3 applied.
 */
import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { toPaise, type Paise } from "../money";

import { DEFAULT_CATEGORY, DEFAULT_RATING } from "./defaults";

export interface ProductSummary {
  id: string;
  name: string;
  category: string;
  /** First image path, or null when the product has none. */
  image: string | null;
  price: Paise;
  discountPrice: Paise | null;
  rating: number;
  inStock: boolean;
  stockQuantity: number;
  ageSuitability: string | null;
  bestseller: boolean;
  /** External marketplace link ("Buy with"). */
  brand: string | null;
}

const summarySelect = {
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
    category: row.category || DEFAULT_CATEGORY,
    image: row.images[0] ?? null,
    price: toPaise(row.price),
    discountPrice: row.discountPrice === null ? null : toPaise(row.discountPrice),
    rating: row.rating === null ? DEFAULT_RATING : row.rating.toNumber(),
    inStock: row.inStock,
    stockQuantity: row.stockQuantity,
    ageSuitability: row.ageSuitability,
    bestseller: row.bestseller,
    brand: row.brand,
  };
}

/** The newest products by listing date (Home's New Arrivals). */
export async function listNewArrivals(limit = 4): Promise<ProductSummary[]> {
  const rows = await db().product.findMany({
    select: summarySelect,
    orderBy: [{ date: "desc" }, { id: "asc" }],
    take: limit,
  });
  return rows.map(toSummary);
}

export interface ProductLink {
  id: string;
  slug: string;
  name: string;
  image: string | null;
}

/** Products named by their stable slugs (content blocks that feature chosen products). */
export async function findProductLinks(slugs: string[]): Promise<ProductLink[]> {
  const rows = await db().product.findMany({
    where: { slug: { in: slugs } },
    select: { id: true, slug: true, name: true, images: true },
  });
  return rows.map(({ images, ...row }) => ({ ...row, image: images[0] ?? null }));
}
