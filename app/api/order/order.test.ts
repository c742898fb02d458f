import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { payload, shopperWithCart } from "@/test/support/order-requests";
import { POST as addToCart } from "../cart/add/route";
import { POST as place } from "./place/route";

beforeAll(ensureTestPincodes);

/** Everything an attack must leave untouched. */
async function snapshot(userId: string, productId: string) {
  const [product, orders, cart] = await Promise.all([
    db().product.findUniqueOrThrow({ where: { id: productId } }),
    db().order.count({ where: { userId } }),
    db().cartLine.count({ where: { userId } }),
  ]);
  return { stock: product.stockQuantity, orders, cart };
}

describe("POST /api/order/place", () => {
  it("places a COD order at the server's prices and shipping, takes the stock and clears the cart", async () => {
    const { user, token, product } = await shopperWithCart();
    // 2 × ₹449.00 = ₹898.00; 600 g to Odisha (zone D): ₹45.40 + ₹44.80 + ₹40.00 COD fee = ₹130.20.
    const { status, body } = await callRoute(place, { token, body: payload(product.id, { amount: 1028.2 }) });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: "Order placed successfully!" });
    expect(body.order).toMatchObject({
      status: "Awaiting confirmation",
      paymentMethod: "cod",
      payment: false,
      subtotal: 898,
      shipping: 130.2,
      amount: 1028.2,
      orderNotes: "Please ring the bell",
      items: [{ productId: product.id, name: product.name, quantity: 2, price: 449, weight: 300 }],
      deliveryInfo: {
        pincodeData: { city: "Khordha", state: "Odisha", cod_available: true },
        shippingCost: { total: 130.2, details: { zone: "D", billableWeight: 600, codFee: 40 } },
        totalWeight: 600,
      },
    });
    expect(await snapshot(user.id, product.id)).toEqual({ stock: 8, orders: 1, cart: 0 });
    const audit = await db().orderStatusChange.findMany({ where: { orderId: body.orderId } });
    expect(audit).toMatchObject([{ fromStatus: null, toStatus: "AWAITING_CONFIRMATION" }]);
    // Packed only once its customer confirms it, which they are asked to at once.
    expect(body.order.confirmBy - body.order.date).toBe(48 * 60 * 60 * 1000);
  });

  it("takes only the ordered lines out of the cart, keeping what was not bought", async () => {
    const { user, token, product } = await shopperWithCart();
    const other = await createProduct({ stockQuantity: 5 });
    await callRoute(addToCart, { token, body: { productId: other.id, quantity: 1 } });
    expect((await callRoute(place, { token, body: payload(product.id) })).status).toBe(201);
    const cart = await db().cartLine.findMany({ where: { userId: user.id } });
    expect(cart.map((line) => [line.productId, line.quantity])).toEqual([[other.id, 1]]);
  });

  it("charges bulky products by volumetric weight", async () => {
    const { token } = await createUser();
    // 300 g in a 25 × 25 × 5 cm box: 625 g volumetric, so two ship as 1,250 g (three 500 g steps).
    const product = await createProduct({ price: "499.00", weight: 300, dimensions: "25cm x 25cm x 5cm" });
    const { body } = await callRoute(place, { token, body: payload(product.id) });
    expect(body.order.deliveryInfo).toMatchObject({
      totalWeight: 1250,
      // Zone D: ₹45.40 + 2 × ₹44.80 + ₹40.00 COD fee.
      shippingCost: { total: 175, details: { billableWeight: 1250 } },
    });
    expect(body.order.items[0].weight).toBe(300);
  });

  it("refuses a tampered amount and changes nothing", async () => {
    const { user, token, product } = await shopperWithCart();
    const before = await snapshot(user.id, product.id);
    const { status, body } = await callRoute(place, { token, body: payload(product.id, { amount: 1 }) });
    expect(status).toBe(409);
    expect(body.message).toContain("₹1,028.20");
    expect(await snapshot(user.id, product.id)).toEqual(before);
  });

  it("ignores client prices when no amount is sent", async () => {
    const { token, product } = await shopperWithCart();
    const { body } = await callRoute(place, { token, body: payload(product.id) });
    expect(body.order.items[0].price).toBe(449);
    expect(body.order.amount).toBe(1028.2);
  });

  it.each([
    ["zero", 0],
    ["negative", -1],
    ["fractional", 0.5],
    ["huge", 1e12],
  ])("refuses a %s quantity and changes nothing", async (_label, quantity) => {
    const { user, token, product } = await shopperWithCart();
    const before = await snapshot(user.id, product.id);
    const items = [{ productId: product.id, quantity }];
    expect((await callRoute(place, { token, body: payload(product.id, { items }) })).status).toBe(400);
    expect(await snapshot(user.id, product.id)).toEqual(before);
  });

  it("refuses unknown products, short stock and out-of-stock products", async () => {
    const { user, token, product } = await shopperWithCart();
    const before = await snapshot(user.id, product.id);
    const unknown = await callRoute(place, { token, body: payload("nosuchproduct") });
    expect(unknown).toEqual({ status: 404, body: { success: false, message: "Product not found" } });

    const tooMany = await callRoute(place, {
      token,
      body: payload(product.id, { items: [{ productId: product.id, quantity: 11 }] }),
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/Only 10 of .* left in stock/);

    const soldOut = await createProduct({ stockQuantity: 0, inStock: false });
    const mixed = [
      { productId: product.id, quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
    ];
    expect((await callRoute(place, { token, body: payload(product.id, { items: mixed }) })).status).toBe(409);
    expect(await snapshot(user.id, product.id)).toEqual(before);
  });

  it("validates the address and the pincode", async () => {
    const { user, token, product } = await shopperWithCart();
    const before = await snapshot(user.id, product.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ street: "   " }, 400, "Please fill in all required fields"],
      [{ email: "asha at example" }, 400, "Please enter a valid email address"],
      [{ zipcode: "34200" }, 400, "Please enter a valid and serviceable pincode"],
      [{ zipcode: "560999" }, 400, "Pincode not serviceable"],
      [{ zipcode: TEST_PINCODES.nonDelivering.pincode }, 400, "Pincode not serviceable"],
      [{ zipcode: "900056" }, 400, "Pincode not serviceable"],
      [{ zipcode: TEST_PINCODES.special.pincode }, 400, "Cash on delivery is not available for this pincode"],
      [{ country: "Nepal" }, 400, "We deliver within India only"],
    ];
    for (const [change, status, message] of cases) {
      const address = { ...deliveryAddress(TEST_PINCODES.rest.pincode), ...change };
      expect(await callRoute(place, { token, body: payload(product.id, { address }) })).toEqual({
        status,
        body: { success: false, message },
      });
    }
    expect(await snapshot(user.id, product.id)).toEqual(before);
  });

  it("refuses empty carts, other payment methods, bad JSON, huge bodies and missing or forged tokens", async () => {
    const { user, token, product } = await shopperWithCart();
    const before = await snapshot(user.id, product.id);
    expect((await callRoute(place, { token, body: payload(product.id, { items: [] }) })).body.message).toBe(
      "Your cart is empty",
    );
    expect((await callRoute(place, { token, body: payload(product.id, { paymentMethod: "phonepe" }) })).status).toBe(
      400,
    );
    expect((await callRoute(place, { token, rawBody: "{items:" })).status).toBe(400);
    const huge = { ...payload(product.id), orderNotes: "x".repeat(1024 * 1024) };
    expect((await callRoute(place, { token, body: huge })).status).toBe(413);
    expect((await callRoute(place, { body: payload(product.id) })).status).toBe(401);
    expect((await callRoute(place, { token: `${token}x`, body: payload(product.id) })).status).toBe(401);
    expect(await snapshot(user.id, product.id)).toEqual(before);
  });

  it("sells the last units exactly once under 20 simultaneous orders", async () => {
    const product = await createProduct({ stockQuantity: 5, weight: 200 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const results = await Promise.all(
      shoppers.map(({ token }) =>
        callRoute(place, {
          token,
          body: payload(product.id, { items: [{ productId: product.id, quantity: 1 }] }),
        }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);

    const after = await db().product.findUniqueOrThrow({ where: { id: product.id } });
    expect(after).toMatchObject({ stockQuantity: 0, inStock: false });
    const orders = await db().order.findMany({
      where: { items: { some: { productId: product.id } } },
      include: { items: true },
    });
    expect(orders).toHaveLength(5);
    for (const order of orders) expect(order.items).toHaveLength(1);
    const orphanItems = await db().orderItem.count({ where: { productId: product.id } });
    expect(orphanItems).toBe(5);
  });
});
