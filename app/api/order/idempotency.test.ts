import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { purgeExpiredIdempotencyKeys } from "@/lib/http/idempotency";
import { POST as pay } from "./phonepe/route";
import { POST as place } from "./place/route";

runPhonePeSimulator();
beforeAll(ensureTestPincodes);

// Each a repeat the shopper confirmed (lib/orders/repeat-orders.ts): these tests are about keys.
const codOrder = (productId: string, overrides: Record<string, unknown> = {}) => ({
  items: [{ productId, quantity: 1 }],
  address: deliveryAddress(TEST_PINCODES.rest.pincode),
  paymentMethod: "cod",
  confirmRepeat: true,
  ...overrides,
});

const placeWithKey = (token: string, key: string, body: unknown) =>
  callRoute(place, { token, body, headers: { "Idempotency-Key": key } });

/** Everything a repeated or refused placement must leave as it was. */
async function snapshot(userId: string, productId: string) {
  const [product, orders, attempts] = await Promise.all([
    db().product.findUniqueOrThrow({ where: { id: productId } }),
    db().order.count({ where: { userId } }),
    db().paymentAttempt.count({ where: { order: { userId } } }),
  ]);
  return { stock: product.stockQuantity, orders, attempts };
}

async function shopperAndProduct() {
  const shopper = await createUser();
  const product = await createProduct({ stockQuantity: 10 });
  return { ...shopper, product };
}

describe("Idempotency-Key on order placement", () => {
  it("answers a repeated COD placement with the first answer and places one order", async () => {
    const { user, token, product } = await shopperAndProduct();
    const key = randomUUID();
    const first = await placeWithKey(token, key, codOrder(product.id));
    expect(first.status).toBe(201);
    const after = await snapshot(user.id, product.id);
    expect(after).toEqual({ stock: 9, orders: 1, attempts: 0 });

    const repeat = await placeWithKey(token, key, codOrder(product.id));
    expect(repeat).toEqual(first);
    expect(await snapshot(user.id, product.id)).toEqual(after);
  });

  it("places one COD order when two requests with one key arrive at once, and answers both alike", async () => {
    const { user, token, product } = await shopperAndProduct();
    const key = randomUUID();
    const answers = await Promise.all([1, 2].map(() => placeWithKey(token, key, codOrder(product.id))));
    expect(answers[0]!.status).toBe(201);
    expect(answers[1]).toEqual(answers[0]);
    expect(await snapshot(user.id, product.id)).toEqual({ stock: 9, orders: 1, attempts: 0 });
  });

  it("starts one PhonePe payment when two requests with one key arrive at once, and answers both alike", async () => {
    const { user, token, product } = await shopperAndProduct();
    const body = { ...codOrder(product.id), paymentMethod: "phonepe" };
    const headers = { "Idempotency-Key": randomUUID() };
    const answers = await Promise.all([1, 2].map(() => callRoute(pay, { token, body, headers })));
    expect(answers[0]).toMatchObject({ status: 201, body: { success: true, paymentUrl: expect.any(String) } });
    expect(answers[1]).toEqual(answers[0]);
    expect(await snapshot(user.id, product.id)).toEqual({ stock: 9, orders: 1, attempts: 1 });

    const repeat = await callRoute(pay, { token, body, headers });
    expect(repeat).toEqual(answers[0]);
    expect(await snapshot(user.id, product.id)).toEqual({ stock: 9, orders: 1, attempts: 1 });
  });

  it("keeps one account's key apart from another's", async () => {
    const { token, product } = await shopperAndProduct();
    const other = await createUser();
    const key = randomUUID();
    const mine = await placeWithKey(token, key, codOrder(product.id));
    const theirs = await placeWithKey(other.token, key, codOrder(product.id));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.orderId).not.toBe(mine.body.orderId);
    expect(await db().order.count({ where: { items: { some: { productId: product.id } } } })).toBe(2);
  });

  it("refuses a key reused for a different order, and changes nothing", async () => {
    const { user, token, product } = await shopperAndProduct();
    const key = randomUUID();
    expect((await placeWithKey(token, key, codOrder(product.id))).status).toBe(201);
    const before = await snapshot(user.id, product.id);
    const changed = codOrder(product.id, { items: [{ productId: product.id, quantity: 2 }] });
    expect(await placeWithKey(token, key, changed)).toEqual({
      status: 422,
      body: {
        success: false,
        message: "This request was already sent with different details. Please check your orders before trying again.",
      },
    });
    expect(await snapshot(user.id, product.id)).toEqual(before);
  });

  it("frees the key of a refused placement, so the corrected retry is placed", async () => {
    const { user, token, product } = await shopperAndProduct();
    const key = randomUUID();
    const before = await snapshot(user.id, product.id);
    expect((await placeWithKey(token, key, codOrder(product.id, { amount: 1 }))).status).toBe(409);
    expect(await snapshot(user.id, product.id)).toEqual(before);
    expect((await placeWithKey(token, key, codOrder(product.id))).status).toBe(201);
  });

  it.each([
    ["too short", "abc"],
    ["too long", "k".repeat(129)],
    ["spaces", "not a valid key"],
    ["other characters", "key;DROP TABLE orders"],
    ["non-ASCII", "clé-de-commande"],
  ])("refuses a malformed key (%s) and changes nothing", async (_label, key) => {
    const { user, token, product } = await shopperAndProduct();
    const before = await snapshot(user.id, product.id);
    expect(await placeWithKey(token, key, codOrder(product.id))).toEqual({
      status: 400,
      body: { success: false, message: "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'" },
    });
    expect(await snapshot(user.id, product.id)).toEqual(before);
    expect(await db().idempotencyKey.count({ where: { userId: user.id } })).toBe(0);
  });

  it("places every request sent without a key, as before", async () => {
    const { user, token, product } = await shopperAndProduct();
    for (let i = 0; i < 2; i++)
      expect((await callRoute(place, { token, body: codOrder(product.id) })).status).toBe(201);
    expect(await snapshot(user.id, product.id)).toEqual({ stock: 8, orders: 2, attempts: 0 });
  });

  it("forgets a key once it expires, and purges expired keys", async () => {
    const { user, token, product } = await shopperAndProduct();
    const key = randomUUID();
    const first = await placeWithKey(token, key, codOrder(product.id));
    const lastWeek = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    await db().idempotencyKey.update({
      where: { userId_key: { userId: user.id, key } },
      data: { expiresAt: lastWeek },
    });

    const later = await placeWithKey(token, key, codOrder(product.id));
    expect(later.status).toBe(201);
    expect(later.body.orderId).not.toBe(first.body.orderId);

    await db().idempotencyKey.update({
      where: { userId_key: { userId: user.id, key } },
      data: { expiresAt: lastWeek },
    });
    expect(await purgeExpiredIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await db().idempotencyKey.count({ where: { userId: user.id } })).toBe(0);
  });

  it("takes over a key whose first request died unanswered long ago", async () => {
    const { user, token, product } = await shopperAndProduct();
    const key = randomUUID();
    await placeWithKey(token, key, codOrder(product.id));
    // As a server killed mid-request leaves it: claimed an hour ago, never answered.
    await db().idempotencyKey.update({
      where: { userId_key: { userId: user.id, key } },
      data: { status: null, body: null, claimedAt: new Date(Date.now() - 60 * 60 * 1000) },
    });
    expect((await placeWithKey(token, key, codOrder(product.id))).status).toBe(201);
  });
});
