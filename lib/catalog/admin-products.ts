/**
 * The catalogue as operators manage it (its list: ./admin-product-list.ts): create and edit every
 * field, set stock or add units received, take a product off sale. Every write expires the
 * storefront's cache of that product and of the catalogue's lists (productsChanged), so the shop
 * shows the change at once.
 */
import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { badRequest, notFound } from "../http/errors";
import { wakeUp } from "../jobs/wake-up";
import { log } from "../log";
import { toDeclarations } from "./declarations";
import { productsChanged } from "./product-reads";
import { slugify } from "../slug";
import { toRupeeString } from "../money";
import type { ProductDetails, ProductForm } from "../validation/admin-product";
import { MAX_STOCK } from "../validation/admin-stock";
import { isUntranslated, toHindiTexts } from "../validation/product-hindi";
import { validationMessage } from "../validation/error-messages";

/** The stored product for the edit page, with its Hindi texts; null when there is none. */
export function findProductForAdmin(productId: string) {
  return db().product.findUnique({ where: { id: productId }, include: { translations: { where: { locale: "hi" } } } });
}

/** Keeps the form's Hindi texts as the product's translation; none at all removes it. */
export async function saveHindi(tx: Prisma.TransactionClient, productId: string, form: ProductDetails): Promise<void> {
  const texts = toHindiTexts(form);
  const where = { productId_locale: { productId, locale: "hi" } };
  if (isUntranslated(texts)) await tx.productTranslation.deleteMany({ where: where.productId_locale });
  else await tx.productTranslation.upsert({ where, create: { productId, locale: "hi", ...texts }, update: texts });
}

const slugOf = (name: string) => slugify(name, 60) || "product";

/** A slug not yet taken (nor `reserved` for another new product): the name's, with -2, -3… when needed. */
export async function freeSlug(
  client: Pick<Prisma.TransactionClient, "product">,
  name: string,
  reserved: ReadonlySet<string> = new Set(),
): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (await client.product.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  for (const slug of reserved) taken.add(slug);
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

/** The columns the product form writes; never the stock, which only the stock controls and orders move. */
export function productData(form: ProductDetails, images: string[]) {
  return {
    name: form.name,
    description: form.description,
    category: form.category,
    images,
    price: toRupeeString(form.price),
    discountPrice: form.discountPrice === null ? null : toRupeeString(form.discountPrice),
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

/** Creates a product with its first stock (listed today unless a date is given); answers its id. */
export async function createProduct(form: ProductForm, images: string[]): Promise<string> {
  const slug = await freeSlug(db(), form.name);
  const product = await db().$transaction(async (tx) => {
    const created = await tx.product.create({
      data: {
        ...productData(form, images),
        stockQuantity: form.stockQuantity,
        inStock: form.inStock,
        slug,
        date: form.date ?? new Date(),
      },
    });
    await saveHindi(tx, created.id, form);
    return created;
  });
  productsChanged([product.id]);
  log.info("product_created", { productId: product.id });
  return product.id;
}

/**
 * Saves every field but the stock (a sale since the form was opened would be overwritten); the slug
 * stays, so links to the product keep working.
 */
export async function updateProduct(productId: string, form: ProductDetails, images: string[]): Promise<void> {
  await db().$transaction(async (tx) => {
    const { count } = await tx.product.updateMany({
      where: { id: productId },
      data: { ...productData(form, images), ...(form.date ? { date: form.date } : {}) },
    });
    if (count === 0) throw notFound(validationMessage("productNotFound"));
    await saveHindi(tx, productId, form);
  });
  productsChanged([productId]);
  log.info("product_updated", { productId });
}

/** Sets the units on hand; a product restocked above 0 goes back on sale. */
export async function setStock(productId: string, stockQuantity: number): Promise<void> {
  const { count } = await db().product.updateMany({
    where: { id: productId },
    data: { stockQuantity, ...(stockQuantity > 0 ? { inStock: true } : {}) },
  });
  if (count === 0) throw notFound(validationMessage("productNotFound"));
  productsChanged([productId]);
  // Shoppers waiting for it hear at once, not at the sweep's next minute.
  if (stockQuantity > 0) wakeUp("stockAlerts");
  log.info("product_stock_set", { productId, stockQuantity });
}

/**
 * Adds units received to the stock in one UPDATE (stock + units), so an order placed meanwhile keeps
 * its units; the product goes back on sale. Answers the new stock; refuses to pass MAX_STOCK.
 */
export async function addStock(productId: string, units: number): Promise<number> {
  const [product] = await db().product.updateManyAndReturn({
    where: { id: productId, stockQuantity: { lte: MAX_STOCK - units } },
    data: { stockQuantity: { increment: units }, inStock: true },
    select: { stockQuantity: true },
  });
  if (!product) {
    if ((await db().product.count({ where: { id: productId } })) === 0) {
      throw notFound(validationMessage("productNotFound"));
    }
    throw badRequest(`Stock would pass ${MAX_STOCK} units: set it with "Set stock to" instead`);
  }
  productsChanged([productId]);
  wakeUp("stockAlerts");
  log.info("product_stock_received", { productId, units, stockQuantity: product.stockQuantity });
  return product.stockQuantity;
}

/** Takes a product off sale (it shows 'Out of Stock'); its stock count is kept. */
export async function markOutOfStock(productId: string): Promise<void> {
  const { count } = await db().product.updateMany({ where: { id: productId }, data: { inStock: false } });
  if (count === 0) throw notFound(validationMessage("productNotFound"));
  productsChanged([productId]);
  log.info("product_taken_off_sale", { productId });
}
