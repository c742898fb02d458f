import type { Prisma } from "../generated/prisma/client";
import { conflict } from "../http/errors";
import { validationMessage } from "../validation/error-messages";

/**
 * Puts an order's items back on the shelf (a failed or expired payment, a cancellation). Items
 * whose product was deleted since are skipped. Runs inside the caller's transaction; answers the
 * products restocked.
 */
export async function restockOrder(tx: Prisma.TransactionClient, orderId: string): Promise<string[]> {
  const items = await tx.orderItem.findMany({ where: { orderId, productId: { not: null } } });
  for (const item of items) await restockUnits(tx, item.productId!, item.quantity);
  return items.flatMap((item) => item.productId ?? []);
}

/** Puts `quantity` units of a product back on the shelf (a cancellation, a line or the whole order). */
export async function restockUnits(tx: Prisma.TransactionClient, productId: string, quantity: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE "products"
    -- Back on sale only if it was off for want of stock; a product taken off sale stays off.
    SET "inStock" = ("inStock" OR "stockQuantity" = 0),
        "stockQuantity" = "stockQuantity" + ${quantity}, "updatedAt" = CURRENT_TIMESTAMP
    WHERE "id" = ${productId}`;
}

/** The product's sale terms as they stand once its units are taken. */
export interface TakenProduct {
  price: Prisma.Decimal;
  discountPrice: Prisma.Decimal | null;
  weight: number | null;
  dimensions: string | null;
}

/**
 * Takes `quantity` units of a product off the shelf in one statement, or refuses (409) when fewer
 * are on sale. The row stays locked until the transaction ends; concurrent takers queue on it, and
 * each one's condition is checked again against the stock the one before left (PostgreSQL
 * re-evaluates an UPDATE's WHERE on the newest row), so a unit is never sold twice. Callers take
 * several products in id order, so that concurrent orders queue rather than deadlock.
 */
export async function takeUnits(
  tx: Prisma.TransactionClient,
  { productId, quantity, name }: { productId: string; quantity: number; name: string },
): Promise<TakenProduct> {
  const [taken] = await tx.$queryRaw<TakenProduct[]>`
    UPDATE "products"
    SET "stockQuantity" = "stockQuantity" - ${quantity}, "inStock" = "stockQuantity" > ${quantity},
        "updatedAt" = CURRENT_TIMESTAMP
    WHERE "id" = ${productId} AND "inStock" AND "stockQuantity" >= ${quantity}
    RETURNING "price", "discountPrice", "weight", "dimensions"`;
  if (taken) return taken;
  // Refused: what is left, for the shopper (the transaction is rolled back).
  const [left] = await tx.$queryRaw<{ stockQuantity: number; inStock: boolean }[]>`
    SELECT "stockQuantity", "inStock" FROM "products" WHERE "id" = ${productId}`;
  const units = left?.inStock ? left.stockQuantity : 0;
  throw conflict(
    units > 0 ? validationMessage("stockLeft", { units, name }) : validationMessage("namedOutOfStock", { name }),
  );
}

/**
 * Takes an order's items off the shelf again (a released order paid for after all, by a new
 * attempt or on delivery), or refuses (409, nothing taken) when any of them is no longer there.
 * Answers the products taken.
 */
export async function reserveOrderStock(tx: Prisma.TransactionClient, orderId: string): Promise<string[]> {
  const items = await tx.orderItem.findMany({ where: { orderId }, orderBy: { productId: "asc" } });
  for (const { productId, quantity, name } of items) {
    if (!productId) throw conflict(`${name} is no longer sold`);
    await takeUnits(tx, { productId, quantity, name });
  }
  return items.flatMap((item) => item.productId ?? []);
}
