/**
 * Promotions through the cart's code box and the order placement, against the database. Every
 * promotion here is limited to this file's own products or customers: automatic offers apply to
 * every cart they match, and other files place orders at the same time.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as removeCode, POST as applyCode } from "@/app/api/cart/coupon/route";
import { POST as readCartRoute } from "@/app/api/cart/get/route";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cancelOwnOrder } from "@/lib/orders/cancel-order";
import { placeOrder } from "@/lib/orders/place-order";
import { callRoute } from "@/test/support/call-route";
import { deliveryAddress, ensureTestPincodes, TEST_PINCODES } from "@/test/support/delivery-data";
import { createProduct, createUser } from "@/test/support/users-and-products";

const DAY = 24 * 60 * 60 * 1000;

async function promotion(data: Partial<Prisma.PromotionUncheckedCreateInput>, codes: { singleUse?: boolean }[] = [{}]) {
  const created = await db().promotion.create({
    data: {
      name: "Test offer",
      nameHi: "परीक्षण ऑफ़र",
      benefit: "PERCENT_OFF",
      percent: 10,
      automatic: false,
      startsAt: new Date(Date.now() - DAY),
      ...data,
    },
  });
  const made = await Promise.all(
    codes.map(({ singleUse = false }) =>
      db().promotionCode.create({
        data: { promotionId: created.id, code: `T${randomBytes(5).toString("hex").toUpperCase()}`, singleUse },
      }),
    ),
  );
  return { promotion: created, codes: made.map((code) => code.code) };
}

async function shopperWithCart(quantity = 2, price = "500.00") {
  const { user, token } = await createUser();
  const product = await createProduct({ price, stockQuantity: 50 });
  await db().cartLine.create({ data: { userId: user.id, productId: product.id, quantity } });
  return { user, token, product };
}

const placeWith = (userId: string, productId: string, couponCode?: string, quantity = 2) =>
  placeOrder(
    userId,
    {
      items: [{ productId, quantity }],
      address: deliveryAddress(TEST_PINCODES.warehouse.pincode),
      confirmRepeat: true,
      ...(couponCode ? { couponCode } : {}),
    },
    "PHONEPE",
  );

describe("the cart's code box", () => {
  it("applies a code, shows the saving line by line, and takes it out again", async () => {
    const { token, product } = await shopperWithCart(2, "500.00");
    const { codes } = await promotion({ productIds: [product.id] });
    const applied = await callRoute(applyCode, { token, body: { code: ` ${codes[0]!.toLowerCase()} ` } });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      subtotal: 1000,
      discount: 100,
      total: 900,
      lines: [expect.objectContaining({ productId: product.id, lineTotal: 1000, discount: 100 })],
      offers: {
        applied: [expect.objectContaining({ name: "Test offer", saving: 100, code: codes[0] })],
        coupon: { code: codes[0], status: "applied" },
      },
    });
    // The cart keeps it.
    expect((await callRoute(readCartRoute, { token })).body).toMatchObject({ discount: 100, total: 900 });
    const removed = await callRoute(removeCode, { method: "DELETE", token });
    expect(removed.body).toMatchObject({ discount: 0, total: 1000, offers: { applied: [], coupon: null } });
  });

  it("refuses each code that cannot apply with its reason, and keeps none of them", async () => {
    const { user, token, product } = await shopperWithCart(1, "500.00");
    const other = await createUser();
    const mine = { productIds: [product.id] };
    const cases: [Partial<Prisma.PromotionUncheckedCreateInput>, RegExp][] = [
      [{ ...mine, endsAt: new Date(Date.now() - 1000) }, /^This code expired on \d+ \w+ 20\d\d, /],
      [{ ...mine, startsAt: new Date(Date.now() + DAY) }, /^This code can be used from /],
      [{ ...mine, paused: true }, /^This code isn't valid/],
      [{ ...mine, customerIds: [other.user.id] }, /^This code isn't valid/],
      [{ ...mine, minOrderValue: "620.00" }, /^Add items worth ₹120\.00 more to use this code\.$/],
      [{ productIds: ["some-other-product"] }, /^This code isn't for the items in your cart\.$/],
      [{ ...mine, usageLimit: 0 }, /^This code has been used as many times as it can be\.$/],
    ];
    for (const [data, message] of cases) {
      const { codes } = await promotion(data);
      const answer = await callRoute(applyCode, { token, body: { code: codes[0] } });
      expect(answer.status, String(message)).toBe(422);
      expect(answer.body.message).toMatch(message);
    }
    const unknown = await callRoute(applyCode, { token, body: { code: "NO-SUCH-CODE" } });
    expect(unknown).toMatchObject({
      status: 422,
      body: { message: "This code isn't valid. Please check it and try again." },
    });
    expect(await db().cartCoupon.findUnique({ where: { userId: user.id } })).toBeNull();
    expect((await callRoute(applyCode, { token, body: { code: "" } })).status).toBe(400);
  });

  it("limits how many codes one account may try", async () => {
    const { token } = await shopperWithCart();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await callRoute(applyCode, { token, body: { code: `GUESS${attempt}` } })).status).toBe(422);
    }
    const refused = await callRoute(applyCode, { token, body: { code: "GUESS10" } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many codes were tried from your account\. Please try again in/);
  });
});

describe("placing an order with promotions", () => {
  beforeAll(ensureTestPincodes);

  it("charges the discounted total, records the use, and empties the cart's code", async () => {
    const { user, product, token } = await shopperWithCart(2, "500.00");
    const { promotion: offer, codes } = await promotion({
      productIds: [product.id],
      benefit: "AMOUNT_OFF",
      percent: null,
      amountOff: "150.00",
    });
    await callRoute(applyCode, { token, body: { code: codes[0] } });
    const order = await placeWith(user.id, product.id, codes[0]);
    const row = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
    expect(row.subtotal.toFixed(2)).toBe("1000.00");
    expect(row.discount.toFixed(2)).toBe("150.00");
    expect(row.items.map((item) => item.discount.toFixed(2))).toEqual(["150.00"]);
    expect(row.amount.toNumber()).toBe(850 + row.shipping.toNumber());
    const uses = await db().promotionRedemption.findMany({ where: { orderId: order.id } });
    expect(uses).toMatchObject([{ promotionId: offer.id, userId: user.id, releasedAt: null }]);
    expect(uses[0]!.discount.toFixed(2)).toBe("150.00");
    expect(await db().cartCoupon.findUnique({ where: { userId: user.id } })).toBeNull();
  });

  it("takes a code for paying online off a PhonePe order only, after the cart said what it would save", async () => {
    const { user, product, token } = await shopperWithCart(2, "500.00");
    const { codes } = await promotion({ productIds: [product.id], prepaidOnly: true, percent: 5 });
    const applied = await callRoute(applyCode, { token, body: { code: codes[0] } });
    expect(applied.body).toMatchObject({
      discount: 0,
      offers: { coupon: { status: "needsOnlinePayment" }, online: { extraSaving: 50, freeShipping: false } },
    });
    const online = await placeWith(user.id, product.id, codes[0]);
    expect(online.discount).toBe(5_000);
    const cod = await placeOrder(
      user.id,
      {
        items: [{ productId: product.id, quantity: 2 }],
        address: deliveryAddress(TEST_PINCODES.warehouse.pincode),
        confirmRepeat: true,
        couponCode: codes[0],
      },
      "COD",
    );
    expect(cod.discount).toBe(0);
  });

  it("refuses an order whose code stopped applying since the checkout showed it, rather than charge more", async () => {
    const { user, product } = await shopperWithCart();
    const { promotion: offer, codes } = await promotion({ productIds: [product.id] });
    await db().promotion.update({ where: { id: offer.id }, data: { paused: true } });
    await expect(placeWith(user.id, product.id, codes[0])).rejects.toMatchObject({
      status: 409,
      message: "This code isn't valid. Please check it and try again.",
    });
    expect(await db().order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("holds a per-customer limit under 20 parallel placements, and a cancelled order gives its use back", async () => {
    const { user, product } = await shopperWithCart(1);
    const { codes } = await promotion({ productIds: [product.id], perCustomerLimit: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => placeWith(user.id, product.id, codes[0], 1)),
    );
    const placed = results.filter((result) => result.status === "fulfilled");
    expect(placed).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ status: 409 });
    }
    await expect(placeWith(user.id, product.id, codes[0], 1)).rejects.toMatchObject({
      message: "You have already used this code.",
    });
    await cancelOwnOrder(user.id, { orderId: placed[0]!.value.id, reason: "Changed my mind" });
    expect((await placeWith(user.id, product.id, codes[0], 1)).discount).toBeGreaterThan(0);
  });

  it("gives a total usage limit and a single-use code to exactly as many customers as they allow", async () => {
    const product = await createProduct({ price: "300.00", stockQuantity: 100 });
    const limited = await promotion({ productIds: [product.id], usageLimit: 3 });
    const single = await promotion(
      { productIds: [product.id], benefit: "AMOUNT_OFF", percent: null, amountOff: "50.00" },
      [{ singleUse: true }],
    );
    for (const code of [limited.codes[0]!, single.codes[0]!]) {
      const customers = await Promise.all(Array.from({ length: 8 }, () => createUser()));
      const results = await Promise.allSettled(customers.map(({ user }) => placeWith(user.id, product.id, code, 1)));
      const expected = code === single.codes[0] ? 1 : 3;
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(expected);
    }
  });
});
