/**
 * The catalogue as operators manage it: list with search and filters, create and edit every
 * field, set stock, take a product off sale. Every write expires the storefront's cache of that
 * product and of the catalogue's lists (productsChanged), so the shop shows the change at once.
 */
import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { notFound } from "../http/errors";
import { log } from "../log";
import { missingDeclarations, toDeclarations } from "./declarations";
import { productsChanged } from "./product-reads";
import { slugify } from "../slug";
import { toPaise, toRupeeString } from "../money";
import type { ProductForm } from "../validation/admin-product";

import { LOW_STOCK_THRESHOLD } from "./stock";

export type StockFilter = "all" | "low" | "out";

export interface AdminProductQuery {
  search?: string;
  category?: string;
  stock?: StockFilter;
}

const outOfStock: Prisma.ProductWhereInput = { OR: [{ inStock: false }, { stockQuantity: 0 }] };
const lowStock: Prisma.ProductWhereInput = { inStock: true, stockQuantity: { gt: 0, lte: LOW_STOCK_THRESHOLD } };

export async function listProductsForAdmin({ search, category, stock = "all" }: AdminProductQuery) {
  const text = search?.trim();
  const products = await db().product.findMany({
    where: {
      AND: [
        text ? { OR: [{ name: { contains: text, mode: "insensitive" } }, { slug: { contains: text } }] } : {},
        category ? { category } : {},
        stock === "out" ? outOfStock : stock === "low" ? lowStock : {},
      ],
    },
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

/** The stored product for the edit page; null when there is none. */
export function findProductForAdmin(productId: string) {
  return db().product.findUnique({ where: { id: productId } });
}

const slugOf = (name: string) => slugify(name, 60) || "product";

/** A slug not yet taken: the name's, with -2, -3… when needed. */
async function freeSlug(name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (await db().product.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

function productData(form: ProductForm, images: string[]) {
  return {
    name: form.name,
    description: form.description,
    category: form.category,
    images,
    price: toRupeeString(form.price),
    discountPrice: form.discountPrice === null ? null : toRupeeString(form.discountPrice),
    stockQuantity: form.stockQuantity,
    inStock: form.inStock,
    ageSuitability: form.ageSuitability,
    rating: form.rating === null ? null : form.rating.toFixed(1),
    bestseller: form.bestseller,
    brand: form.brand,
    features: form.features,
    contents: form.contents,
    materials: form.materials,
    weight: form.weight,
    dimensions: form.dimensions,
    hsnCode: form.hsnCode,
    gstRate: form.gstRate,
    // Listing declarations (lib/validation/product-declarations.ts), stored as validated.
    ...toDeclarations(form),
  };
}

/** Creates a product (listed today unless a date is given); answers its id. */
export async function createProduct(form: ProductForm, images: string[]): Promise<string> {
  const product = await db().product.create({
    data: { ...productData(form, images), slug: await freeSlug(form.name), date: form.date ?? new Date() },
  });
  productsChanged([product.id]);
  log.info("product_created", { productId: product.id });
  return product.id;
}

/** Saves every field; the slug stays, so links to the product keep working. */
export async function updateProduct(productId: string, form: ProductForm, images: string[]): Promise<void> {
  const { count } = await db().product.updateMany({
    where: { id: productId },
    data: { ...productData(form, images), ...(form.date ? { date: form.date } : {}) },
  });
  if (count === 0) throw notFound("Product not found");
  productsChanged([productId]);
  log.info("product_updated", { productId });
}

/** Sets the units on hand; a product restocked above 0 goes back on sale. */
export async function setStock(productId: string, stockQuantity: number): Promise<void> {
  const { count } = await db().product.updateMany({
    where: { id: productId },
    data: { stockQuantity, ...(stockQuantity > 0 ? { inStock: true } : {}) },
  });
  if (count === 0) throw notFound("Product not found");
  productsChanged([productId]);
  log.info("product_stock_set", { productId, stockQuantity });
}

/** Takes a product off sale (it shows 'Out of Stock'); its stock count is kept. */
export async function markOutOfStock(productId: string): Promise<void> {
  const { count } = await db().product.updateMany({ where: { id: productId }, data: { inStock: false } });
  if (count === 0) throw notFound("Product not found");
  productsChanged([productId]);
  log.info("product_taken_off_sale", { productId });
}
