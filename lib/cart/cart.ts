/**
 * The server-held cart of a signed-in shopper: one line per product, never more than the stock
 * on hand (SPEC §3, §4).
 */
import "server-only";
import { inLocale } from "../catalog/localized";
import { listProductsById } from "../catalog/product-reads";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { conflict, notFound } from "../http/errors";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { MAX_LINE_QUANTITY } from "../validation/cart";

import { cartCode, computePromotions } from "../promotions/cart-promotions";
import { cartLines, cartTotals, type Cart, type CartData } from "./cart-lines";
import { validationMessage } from "../validation/error-messages";

/** Reads and locks the product row so concurrent cart changes see one stock figure. */
async function lockProduct(tx: Prisma.TransactionClient, productId: string) {
  const [product] = await tx.$queryRaw<{ name: string; inStock: boolean; stockQuantity: number }[]>`
    SELECT "name", "inStock", "stockQuantity" FROM "products" WHERE "id" = ${productId} FOR UPDATE`;
  if (!product) throw notFound(validationMessage("productNotFound"));
  if (!product.inStock || product.stockQuantity <= 0) throw conflict(validationMessage("productOutOfStock"));
  return product;
}

function assertWithinStock(product: { name: string; stockQuantity: number }, quantity: number) {
  if (quantity > MAX_LINE_QUANTITY) throw conflict(`You can order at most ${MAX_LINE_QUANTITY} of ${product.name}`);
  if (quantity > product.stockQuantity) {
    throw conflict(`Only ${product.stockQuantity} of ${product.name} left in stock`);
  }
}

/** Adds to the line (or creates it). */
export async function addToCart(userId: string, productId: string, quantity: number, locale?: Locale): Promise<Cart> {
  await db().$transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const line = await tx.cartLine.findUnique({ where: { userId_productId: { userId, productId } } });
    const newQuantity = (line?.quantity ?? 0) + quantity;
    assertWithinStock(product, newQuantity);
    await tx.cartLine.upsert({
      where: { userId_productId: { userId, productId } },
      create: { userId, productId, quantity: newQuantity },
      update: { quantity: newQuantity },
    });
  });
  return readCart(userId, { locale });
}

/**
 * Removes the shopper's lines of these products (also in an order's transaction: what it bought
 * leaves the cart); answers how many. Raw SQL: every placement makes it.
 */
export async function removeCartLines(
  tx: Pick<Prisma.TransactionClient, "$executeRaw">,
  userId: string,
  productIds: readonly string[],
): Promise<number> {
  if (productIds.length === 0) return 0;
  return tx.$executeRaw`DELETE FROM "cart_lines" WHERE "userId" = ${userId} AND "productId" IN (${Prisma.join(productIds)})`;
}

/** Sets the line's quantity; 0 or less removes it. */
export async function updateCart(userId: string, productId: string, quantity: number, locale?: Locale): Promise<Cart> {
  if (quantity <= 0) {
    const count = await removeCartLines(db(), userId, [productId]);
    if (count === 0 && !(await db().product.findUnique({ where: { id: productId }, select: { id: true } }))) {
      throw notFound(validationMessage("productNotFound"));
    }
    return readCart(userId, { locale });
  }
  await db().$transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    assertWithinStock(product, quantity);
    await tx.cartLine.upsert({
      where: { userId_productId: { userId, productId } },
      create: { userId, productId, quantity },
      update: { quantity },
    });
  });
  return readCart(userId, { locale });
}

async function cartData(userId: string): Promise<CartData> {
  const lines = await db().cartLine.findMany({
    where: { userId },
    select: { productId: true, quantity: true },
    orderBy: { createdAt: "asc" },
  });
  return Object.fromEntries(lines.map((line) => [line.productId, line.quantity]));
}

/**
 * The cart with its lines priced from the catalogue as it is now and its promotions: the
 * automatic offers and `code`, by default the code the cart holds.
 */
export async function readCart(
  userId: string,
  { code, locale = DEFAULT_LOCALE }: { code?: string | null; locale?: Locale } = {},
): Promise<Cart> {
  const [items, heldCode] = await Promise.all([cartData(userId), code === undefined ? cartCode(userId) : code]);
  // The lines' names in the page's language (the shopper's /hi cart names its toys in Hindi).
  const products = await inLocale(await listProductsById(Object.keys(items)), locale);
  const priced = cartLines(items, new Map(products.map((product) => [product.id, product])));
  const gstRates = new Map(products.map((product) => [product.id, product.gstRate]));
  const { applied, freeShipping, coupon, nudge, online, lineDiscounts } = await computePromotions({
    userId,
    lines: priced.map((line) => ({ ...line, gstRate: gstRates.get(line.productId)! })),
    code: heldCode,
    paymentMethod: null,
  });
  const lines = priced.map((line) => ({ ...line, discount: lineDiscounts.get(line.productId) ?? 0 }));
  return { items, lines, totals: cartTotals(lines), offers: { applied, freeShipping, coupon, nudge, online } };
}
