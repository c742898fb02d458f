/** Customers who may review a product (a delivered order holds it), and reviews made directly. */
import { randomBytes } from "node:crypto";
import { startSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { ReviewStatus } from "@/lib/generated/prisma/enums";
import { changeOrderStatus } from "@/lib/orders/admin-orders";
import { placeTestOrder } from "./orders";
import { createUser } from "./users-and-products";

/** A customer with a delivered order for a new product, signed in (`token`). */
export async function deliveredCustomer() {
  const placed = await placeTestOrder({ quantity: 1 });
  await changeOrderStatus(placed.admin, placed.order.id, "DELIVERED");
  const { token } = await startSession(placed.customer.id, "TOKEN");
  return { ...placed, token };
}

/** A review stored straight in the database, by a new customer with a two-word name. */
export async function storedReview(
  productId: string,
  {
    rating = 5,
    status = "APPROVED",
    createdAt = new Date(),
  }: { rating?: number; status?: ReviewStatus; createdAt?: Date } = {},
) {
  const { user } = await createUser();
  const surname = `Kulkarni${randomBytes(2).toString("hex")}`;
  await db().user.update({ where: { id: user.id }, data: { name: `Asha ${surname}` } });
  return db().review.create({
    data: { productId, userId: user.id, rating, status, createdAt, title: "Lovely", body: "My daughter loves it." },
  });
}
