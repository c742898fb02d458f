/** The verified-purchase rule: who may review a product. */
import "server-only";
import { db } from "../db";

/** Whether this customer has a delivered order holding this product. */
export async function hasReceivedProduct(userId: string, productId: string): Promise<boolean> {
  const order = await db().order.findFirst({
    where: { userId, status: "DELIVERED", items: { some: { productId } } },
    select: { id: true },
  });
  return order !== null;
}
