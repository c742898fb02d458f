import type { Prisma } from "../generated/prisma/client";

/**
 * Puts an order's items back on the shelf (a failed or expired payment, a cancellation). Items
 * whose product was deleted since are skipped. Runs inside the caller's transaction.
 */
export async function restockOrder(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  const items = await tx.orderItem.findMany({ where: { orderId, productId: { not: null } } });
  for (const item of items) {
    await tx.$executeRaw`
      UPDATE "products" SET "stockQuantity" = "stockQuantity" + ${item.quantity}, "inStock" = true, "updatedAt" = CURRENT_TIMESTAMP
      WHERE "id" = ${item.productId}`;
  }
}
