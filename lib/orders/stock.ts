import type { Prisma } from "../generated/prisma/client";
import { conflict } from "../http/errors";

/**
 * Puts an order's items back on the shelf (a failed or expired payment, a cancellation). Items
 * whose product was deleted since are skipped. Runs inside the caller's transaction; answers the
 * products restocked.
 */
export async function restockOrder(tx: Prisma.TransactionClient, orderId: string): Promise<string[]> {
  const items = await tx.orderItem.findMany({ where: { orderId, productId: { not: null } } });
  for (const item of items) {
    await tx.$executeRaw`
      UPDATE "products"
      -- Back on sale only if it was off for want of stock; a product taken off sale stays off.
      SET "inStock" = ("inStock" OR "stockQuantity" = 0),
          "stockQuantity" = "stockQuantity" + ${item.quantity}, "updatedAt" = CURRENT_TIMESTAMP
      WHERE "id" = ${item.productId}`;
  }
  return items.flatMap((item) => item.productId ?? []);
}

/**
 * Takes an order's items off the shelf again (a released order paid for after all, by a new
 * attempt or on delivery), or refuses (409, nothing taken) when any of them is no longer there.
 * The product rows are locked in id order, as placement does, so concurrent orders queue.
 * Answers the products taken.
 */
export async function reserveOrderStock(tx: Prisma.TransactionClient, orderId: string): Promise<string[]> {
  const items = await tx.orderItem.findMany({ where: { orderId }, orderBy: { productId: "asc" } });
  for (const item of items) {
    if (!item.productId) throw conflict(`${item.name} is no longer sold`);
    const [product] = await tx.$queryRaw<{ stockQuantity: number; inStock: boolean }[]>`
      SELECT "stockQuantity", "inStock" FROM "products" WHERE "id" = ${item.productId} FOR UPDATE`;
    if (!product?.inStock || product.stockQuantity < item.quantity) {
      throw conflict(`Only ${product?.inStock ? product.stockQuantity : 0} of ${item.name} left in stock`);
    }
    const remaining = product.stockQuantity - item.quantity;
    await tx.product.update({
      where: { id: item.productId },
      data: { stockQuantity: remaining, inStock: remaining > 0 },
    });
  }
  return items.flatMap((item) => item.productId ?? []);
}
