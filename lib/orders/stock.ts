import { CACHE_TAGS, expireCache } from "../cache/storefront-cache";
import type { Prisma } from "../generated/prisma/client";

/**
 * Stock has changed: the shop's cached pages (stock badges, "Out of Stock") must show it at once.
 * Call it once the transaction that changed the stock has committed, never inside it.
 */
export function stockChanged(): void {
  expireCache(CACHE_TAGS.catalogue);
}

/**
 * Puts an order's items back on the shelf (a failed or expired payment, a cancellation). Items
 * whose product was deleted since are skipped. Runs inside the caller's transaction.
 */
export async function restockOrder(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  const items = await tx.orderItem.findMany({ where: { orderId, productId: { not: null } } });
  for (const item of items) {
    await tx.$executeRaw`
      UPDATE "products"
      -- Back on sale only if it was off for want of stock; a product taken off sale stays off.
      SET "inStock" = ("inStock" OR "stockQuantity" = 0),
          "stockQuantity" = "stockQuantity" + ${item.quantity}, "updatedAt" = CURRENT_TIMESTAMP
      WHERE "id" = ${item.productId}`;
  }
}
