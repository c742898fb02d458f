/**
 * The operators' product list (/admin/products): search by name (English or Hindi) or slug, and
 * filters by category, stock and missing Hindi, read from the list's address; the dashboard counts
 * its low-stock products with the same filter.
 */
import "server-only";
import { z } from "zod";
import { firstParam, oneOf, type ListParams } from "../admin/paging";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { toPaise } from "../money";
import { searchText } from "../validation/text";
import { missingDeclarations, toDeclarations } from "./declarations";
import { LOW_STOCK_THRESHOLD } from "./stock";

export const STOCK_FILTERS = ["all", "low", "out"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export interface AdminProductQuery {
  search?: string;
  category?: string;
  stock?: StockFilter;
  /** Only products lacking a Hindi name or description. */
  missingHindi?: boolean;
}

/** The list's filters as its address carries them (`?q=&category=&stock=low|out&hindi=missing`). */
export const adminProductQuery = (params: ListParams): AdminProductQuery => ({
  search: searchText().parse(params.q),
  category: searchText(60).parse(params.category) || undefined,
  stock: oneOf(STOCK_FILTERS, params.stock) ?? "all",
  missingHindi: z.enum(["missing"]).safeParse(firstParam(params.hindi)).success,
});

/** Off sale, or none left. */
export const OUT_OF_STOCK: Prisma.ProductWhereInput = { OR: [{ inStock: false }, { stockQuantity: 0 }] };
/** On sale with a few left: what the shop calls "Only N left". */
export const LOW_STOCK: Prisma.ProductWhereInput = {
  inStock: true,
  stockQuantity: { gt: 0, lte: LOW_STOCK_THRESHOLD },
};
/** Translated: a Hindi name and description (the form stores a blank one as null). */
const hindiTranslated: Prisma.ProductTranslationWhereInput = {
  locale: "hi",
  name: { not: null },
  description: { not: null },
};

/** The one definition of what the list shows for a query: the list and every count of it read this. */
function adminProductWhere({ search, category, stock = "all", missingHindi = false }: AdminProductQuery) {
  const text = search?.trim();
  return {
    AND: [
      text
        ? {
            OR: [
              { name: { contains: text, mode: "insensitive" } },
              { slug: { contains: text } },
              // An operator may know a product by its Hindi name.
              { translations: { some: { name: { contains: text, mode: "insensitive" } } } },
            ],
          }
        : {},
      category ? { category } : {},
      stock === "out" ? OUT_OF_STOCK : stock === "low" ? LOW_STOCK : {},
      missingHindi ? { translations: { none: hindiTranslated } } : {},
    ],
  } satisfies Prisma.ProductWhereInput;
}

/** How many products the list shows for this query. */
export const countProductsForAdmin = (query: AdminProductQuery) =>
  db().product.count({ where: adminProductWhere(query) });

export async function listProductsForAdmin(query: AdminProductQuery) {
  const products = await db().product.findMany({
    where: adminProductWhere(query),
    include: { translations: { where: hindiTranslated, select: { id: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    category: product.category,
    image: product.images[0] ?? null,
    price: toPaise(product.price),
    discountPrice: product.discountPrice === null ? null : toPaise(product.discountPrice),
    stockQuantity: product.stockQuantity,
    onSale: product.inStock && product.stockQuantity > 0,
    missingDeclarations: missingDeclarations(toDeclarations(product)),
    missingHindi: product.translations.length === 0,
  }));
}

export async function listCategories(): Promise<string[]> {
  const rows = await db().product.findMany({
    distinct: ["category"],
    select: { category: true },
    orderBy: { category: "asc" },
  });
  return rows.map((row) => row.category);
}
