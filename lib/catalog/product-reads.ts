/**
 * Catalogue reads shared by pages and the API, and the storefront's cached copies of them. Carts
 * and checkouts must see the stock of now, so they call the live ones; the public pages and API
 * reads are cached under tags that every stock and product write expires (`productsChanged`).
 */
import "server-only";
import { cache } from "react";
import { CACHE_TAGS, cachedRead, expireCache, productTag } from "../cache/storefront-cache";
import { db } from "../db";
import { volumetricDivisor } from "../delivery/delivery";
import { notFound } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { inLocale } from "./localized";
import { summarySelect, toProduct, toSummary, type Product, type ProductLink, type ProductSummary } from "./product";
import { validationMessage } from "../validation/error-messages";

/** The whole catalogue in `locale`, newest first. */
export async function listProducts(locale: Locale): Promise<Product[]> {
  const [rows, divisor] = await Promise.all([
    db().product.findMany({ orderBy: [{ date: "desc" }, { id: "asc" }] }),
    volumetricDivisor(),
  ]);
  return inLocale(
    rows.map((row) => toProduct(row, divisor)),
    locale,
  );
}

/** The products with these ids that still exist, in no particular order. */
export async function listProductsById(ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [rows, divisor] = await Promise.all([
    db().product.findMany({ where: { id: { in: ids } } }),
    volumetricDivisor(),
  ]);
  return rows.map((row) => toProduct(row, divisor));
}

/** One product in `locale`, or null for an unknown or malformed id (a product page's address). */
export async function findProduct(id: string, locale: Locale): Promise<Product | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const [product] = await inLocale(await listProductsById([id]), locale);
  return product ?? null;
}

export async function getProduct(id: string, locale: Locale): Promise<Product> {
  const product = await findProduct(id, locale);
  if (!product) throw notFound(validationMessage("productNotFound"));
  return product;
}

/** The newest products by listing date (Home's New Arrivals). */
export async function listNewArrivals(locale: Locale, limit = 4): Promise<ProductSummary[]> {
  const rows = await db().product.findMany({
    select: summarySelect,
    orderBy: [{ date: "desc" }, { id: "asc" }],
    take: limit,
  });
  return inLocale(rows.map(toSummary), locale);
}

/** Products named by their stable slugs (content blocks that feature chosen products). */
export async function findProductLinks(slugs: string[], locale: Locale): Promise<ProductLink[]> {
  const rows = await db().product.findMany({
    where: { slug: { in: slugs } },
    select: { id: true, slug: true, name: true, images: true },
  });
  return inLocale(
    rows.map(({ images, ...row }) => ({ ...row, image: images[0] ?? null })),
    locale,
  );
}

/**
 * These products changed (price, stock, anything shown): their own pages and answers, and every
 * list of the catalogue. The other products' pages stay cached.
 */
export function productsChanged(productIds: Iterable<string>): void {
  expireCache(CACHE_TAGS.catalogue, ...[...productIds].map(productTag));
}

/**
 * Deletes a product. Cart lines go with it; past orders keep their snapshot of it.
 */
export async function removeProduct(productId: string): Promise<void> {
  const { count } = await db().product.deleteMany({ where: { id: productId } });
  if (count === 0) throw notFound(validationMessage("productNotFound"));
  productsChanged([productId]);
}

export const cachedNewArrivals = cachedRead("new-arrivals", CACHE_TAGS.catalogue, listNewArrivals);
export const cachedProductLinks = cachedRead("product-links", CACHE_TAGS.catalogue, findProductLinks);
/**
 * Also deduplicated per request: the product page and its metadata read the same product. Keyed by
 * its arguments, so each language has its own entry, and both expire with the product's tag.
 */
export const cachedProduct = cache(cachedRead("product", ([id]) => [productTag(id)], findProduct));
