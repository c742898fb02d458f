import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { answerConfirmation } from "@/lib/orders/cod-confirmation/answer";
import { changeOrderStatus } from "@/lib/orders/admin-orders";
import { placeOrder } from "@/lib/orders/place-order";
import { POST as addToCart } from "../cart/add/route";
import { POST as codCheck } from "./cod-check/route";
import { POST as place } from "./place/route";

beforeAll(ensureTestPincodes);

/** The defaults of lib/env.ts: 3 open COD orders, 5 open COD units of one product. */
const limits = () => ({ orders: env().COD_MAX_OPEN_ORDERS, units: env().COD_MAX_UNITS_PER_PRODUCT });

const address = deliveryAddress(TEST_PINCODES.rest.pincode);
// Repeats the shopper confirmed (lib/orders/repeat-orders.ts): these tests are about the limits.
const codOrder = (productId: string, quantity: number) => ({
  items: [{ productId, quantity }],
  address,
  paymentMethod: "cod",
  confirmRepeat: true,
});

/** Everything a refused placement must leave untouched. */
async function snapshot(userId: string, productIds: string[]) {
  const [products, orders, items, cart] = await Promise.all([
    db().product.findMany({ where: { id: { in: productIds } }, select: { id: true, stockQuantity: true } }),
    db().order.count({ where: { userId } }),
    db().orderItem.count({ where: { order: { userId } } }),
    db().cartLine.findMany({ where: { userId }, select: { productId: true, quantity: true } }),
  ]);
  return { products, orders, items, cart };
}

describe("cash on delivery limits", () => {
  it("uses the documented defaults", () => {
    expect(limits()).toEqual({ orders: 3, units: 5 });
  });

  it("refuses more unshipped COD units of one product than the limit, and changes nothing", async () => {
    const { user, token } = await createUser();
    const product = await createProduct({ stockQuantity: 50 });
    const placed = await callRoute(place, { token, body: codOrder(product.id, limits().units - 1) });
    expect(placed.status).toBe(201);
    await callRoute(addToCart, { token, body: { productId: product.id, quantity: 2 } });

    const before = await snapshot(user.id, [product.id]);
    const refused = await callRoute(place, { token, body: codOrder(product.id, 2) });
    expect(refused).toEqual({
      status: 409,
      body: {
        success: false,
        message: `Cash on delivery is limited to 5 of ${product.name} per customer until your earlier orders ship (4 on order). Please pay online for more.`,
      },
    });
    expect(await snapshot(user.id, [product.id])).toEqual(before);

    // The last unit within the limit is still allowed.
    expect((await callRoute(place, { token, body: codOrder(product.id, 1) })).status).toBe(201);
  });

  it("refuses a single COD order over the unit limit, and changes nothing", async () => {
    const { user, token } = await createUser();
    const product = await createProduct({ stockQuantity: 50 });
    const before = await snapshot(user.id, [product.id]);
    const refused = await callRoute(place, { token, body: codOrder(product.id, limits().units + 1) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Cash on delivery is limited to 5 of ${product.name} per customer. Please pay online for more.`,
    );
    expect(await snapshot(user.id, [product.id])).toEqual(before);
  });

  it("refuses a COD order beyond the open-order limit, and changes nothing", async () => {
    const { user, token } = await createUser();
    const products = await Promise.all(Array.from({ length: limits().orders + 1 }, () => createProduct()));
    for (const product of products.slice(0, -1)) {
      expect((await callRoute(place, { token, body: codOrder(product.id, 1) })).status).toBe(201);
    }
    const last = products.at(-1)!;
    await callRoute(addToCart, { token, body: { productId: last.id, quantity: 1 } });

    const ids = products.map((product) => product.id);
    const before = await snapshot(user.id, ids);
    expect(await callRoute(place, { token, body: codOrder(last.id, 1) })).toEqual({
      status: 409,
      body: {
        success: false,
        message:
          "You already have 3 cash on delivery orders waiting to ship. Please pay online, or order again once one has shipped.",
      },
    });
    expect(await snapshot(user.id, ids)).toEqual(before);
  });

  it("counts only unshipped COD orders: shipped, cancelled and online orders free the allowance", async () => {
    const { user, token } = await createUser();
    const { user: admin } = await createUser({ role: "ADMIN" });
    const product = await createProduct({ stockQuantity: 50 });
    const orderIds: string[] = [];
    for (let i = 0; i < limits().orders; i++) {
      orderIds.push((await callRoute(place, { token, body: codOrder(product.id, 1) })).body.orderId);
    }
    expect((await callRoute(place, { token, body: codOrder(product.id, 1) })).status).toBe(409);

    // Paying online is not limited, and does not use up the COD allowance.
    await placeOrder(user.id, { items: [{ productId: product.id, quantity: limits().units }], address }, "PHONEPE");

    // Unconfirmed orders count too; the first, confirmed on a call, ships.
    await answerConfirmation({
      orderId: orderIds[0]!,
      answer: "confirm",
      via: "ADMIN",
      by: { kind: "admin", id: admin.id },
    });
    await changeOrderStatus(admin, orderIds[0]!, "SHIPPED");
    await changeOrderStatus(admin, orderIds[1]!, "CANCELLED");
    expect((await callRoute(place, { token, body: codOrder(product.id, 3) })).status).toBe(201);
    expect((await callRoute(place, { token, body: codOrder(product.id, 1) })).status).toBe(201);
    expect((await callRoute(place, { token, body: codOrder(product.id, 1) })).status).toBe(409);
  });

  it("says at the payment step, before Place Order, why the cart cannot be paid on delivery", async () => {
    const { token } = await createUser();
    const product = await createProduct({ stockQuantity: 50 });
    const check = async (quantity: number): Promise<unknown> =>
      (await callRoute(codCheck, { token, body: { items: [{ productId: product.id, quantity }] } })).body;
    expect(await check(1)).toMatchObject({ available: true, reason: null });
    expect(await check(limits().units + 1)).toMatchObject({
      available: false,
      reason: `Cash on delivery is limited to ${limits().units} of ${product.name} per customer. Please pay online for more.`,
    });
    for (let i = 0; i < limits().orders; i++) {
      expect((await callRoute(place, { token, body: codOrder(product.id, 1) })).status).toBe(201);
    }
    expect(await check(1)).toMatchObject({
      available: false,
      reason: expect.stringMatching(new RegExp(`^You already have ${limits().orders} cash`)),
    });
    expect((await callRoute(codCheck, { token, body: { items: [] } })).status).toBe(400);
    expect((await callRoute(codCheck, { body: { items: [{ productId: product.id, quantity: 1 }] } })).status).toBe(401);
  });

  it("does not share one account's limits with another", async () => {
    const product = await createProduct({ stockQuantity: 50 });
    for (const { token } of [await createUser(), await createUser()]) {
      expect((await callRoute(place, { token, body: codOrder(product.id, limits().units) })).status).toBe(201);
    }
  });

  it("lets at most the unit limit through when one account places many COD orders at once", async () => {
    const { user, token } = await createUser();
    const product = await createProduct({ stockQuantity: 50 });
    // Two units each: only two orders (4 units) fit under 5.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => callRoute(place, { token, body: codOrder(product.id, 2) })),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    const units = await db().orderItem.aggregate({ where: { order: { userId: user.id } }, _sum: { quantity: true } });
    expect(units._sum.quantity).toBe(4);
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(46);
  });

  it("lets at most the open-order limit through when one account places many COD orders at once", async () => {
    const { user, token } = await createUser();
    const products = await Promise.all(Array.from({ length: 6 }, () => createProduct({ stockQuantity: 5 })));
    const results = await Promise.all(
      products.map((product) => callRoute(place, { token, body: codOrder(product.id, 1) })),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await db().order.count({ where: { userId: user.id } })).toBe(3);
    const stock = await db().product.findMany({ where: { id: { in: products.map((product) => product.id) } } });
    expect(stock.reduce((sum, product) => sum + product.stockQuantity, 0)).toBe(6 * 5 - 3);
  });
});
