/**
 * The data `npm run test:scale` prepares in its database. Straight through the domain, as the
 * tests' own helpers do (test/support/users-and-products.ts loads Next.js's request APIs, which a
 * script cannot).
 */
import { randomBytes } from "node:crypto";
import { hashPassword } from "../lib/auth/password";
import { db } from "../lib/db";
import type { PaymentMethod } from "../lib/generated/prisma/enums";
import { jobQueue } from "../lib/jobs/job-queue";
import { placeOrder } from "../lib/orders/place-order";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "../test/support/delivery-data";

const EXPIRED_ORDERS = 3;
const MAIL_ORDERS = 2;

export async function shopperWithPassword() {
  const password = randomBytes(9).toString("base64url");
  const email = `scale.${randomBytes(5).toString("hex")}@example.in`;
  const user = await db().user.create({
    data: { name: "Scale Test Shopper", email, passwordHash: await hashPassword(password) },
  });
  return { id: user.id, email, password };
}

async function placeScaleOrder(paymentMethod: PaymentMethod) {
  const shopper = await shopperWithPassword();
  const product = await db().product.findFirstOrThrow({
    where: { stockQuantity: { gte: 5 } },
    orderBy: { name: "desc" },
  });
  return placeOrder(
    shopper.id,
    {
      items: [{ productId: product.id, quantity: 1 }],
      address: { ...deliveryAddress(TEST_PINCODES.warehouse.pincode), email: shopper.email },
    },
    paymentMethod,
  );
}

/**
 * Work waiting for the instances' jobs when they start: online orders whose payment window passed
 * two hours ago (for the payment sweep), and cash-on-delivery orders whose e-mails are queued.
 */
export async function prepareWaitingWork() {
  await ensureTestPincodes();
  const expiredOrderIds: string[] = [];
  for (let index = 0; index < EXPIRED_ORDERS; index++) {
    const order = await placeScaleOrder("PHONEPE");
    await db().order.update({ where: { id: order.id }, data: { createdAt: new Date(Date.now() - 2 * 3600_000) } });
    expiredOrderIds.push(order.id);
  }
  const mailOrderIds: string[] = [];
  for (let index = 0; index < MAIL_ORDERS; index++) mailOrderIds.push((await placeScaleOrder("COD")).id);
  // This process only queued: the instances' workers deliver.
  await (await jobQueue()).stop({ graceful: false, wait: true });
  return { expiredOrderIds, mailOrderIds };
}

/** A seeded product for the admin to reprice. */
export async function productToEdit(): Promise<{ id: string; name: string }> {
  return db().product.findFirstOrThrow({ orderBy: { name: "asc" }, select: { id: true, name: true } });
}

/** A 1×1 PNG. */
export const scalePng = () =>
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
