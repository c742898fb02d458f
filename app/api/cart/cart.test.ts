import { describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { NO_OFFERS } from "@/lib/promotions/promotion-view";
import { toCartOffersJson } from "@/lib/wire/promotions";
import { POST as add } from "./add/route";
import { POST as get } from "./get/route";
import { POST as update } from "./update/route";

/** A cart answer's offers when no promotion applies. */
const NO_OFFERS_JSON = toCartOffersJson(NO_OFFERS);

async function lineQuantity(userId: string, productId: string) {
  const line = await db().cartLine.findUnique({ where: { userId_productId: { userId, productId } } });
  return line?.quantity ?? 0;
}

describe("cart", () => {
  it("names its lines in the language of the page that asks, English without one", async () => {
    const { token } = await createUser();
    const product = await createProduct({
      name: "Test Fraction Tiles",
      translations: { create: { locale: "hi", name: "टेस्ट भिन्न टाइलें" } },
    });
    const lineName = (response: { body: { lines: { name: string }[] } }) => response.body.lines[0]!.name;
    const hindi = { "X-Store-Locale": "hi" };
    expect(lineName(await callRoute(add, { token, headers: hindi, body: { productId: product.id } }))).toBe(
      "टेस्ट भिन्न टाइलें",
    );
    expect(lineName(await callRoute(get, { token, headers: hindi }))).toBe("टेस्ट भिन्न टाइलें");
    expect(lineName(await callRoute(get, { token }))).toBe("Test Fraction Tiles");
  });

  it("adds (incrementing), reads, sets and removes lines", async () => {
    const { user, token } = await createUser();
    const product = await createProduct({ stockQuantity: 8 });

    expect(await callRoute(add, { token, body: { productId: product.id } })).toMatchObject({
      status: 200,
      body: { success: true, cartData: { [product.id]: 1 } },
    });
    await callRoute(add, { token, body: { productId: product.id, quantity: 2 } });
    expect(await lineQuantity(user.id, product.id)).toBe(3);

    const cart = await callRoute(get, { token });
    expect(cart.body).toEqual({
      success: true,
      cartData: { [product.id]: 3 },
      lines: [expect.objectContaining({ productId: product.id, quantity: 3 })],
      itemCount: 3,
      subtotal: 1497,
      discount: 0,
      total: 1497,
      shippingWeight: 900,
      offers: NO_OFFERS_JSON,
    });

    await callRoute(update, { token, body: { productId: product.id, quantity: 5 } });
    expect(await lineQuantity(user.id, product.id)).toBe(5);

    const removed = await callRoute(update, { token, body: { productId: product.id, quantity: 0 } });
    expect(removed.body.cartData).toEqual({});
    await callRoute(add, { token, body: { productId: product.id } });
    await callRoute(update, { token, body: { productId: product.id, quantity: -3 } });
    expect(await lineQuantity(user.id, product.id)).toBe(0);
  });

  it("never lets a line exceed the stock on hand", async () => {
    const { user, token } = await createUser();
    const product = await createProduct({ stockQuantity: 3 });
    await callRoute(add, { token, body: { productId: product.id, quantity: 2 } });
    const tooMany = await callRoute(add, { token, body: { productId: product.id, quantity: 2 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/Only 3 .* left in stock/);
    expect((await callRoute(update, { token, body: { productId: product.id, quantity: 4 } })).status).toBe(409);
    expect(await lineQuantity(user.id, product.id)).toBe(2);
  });

  it("keeps a line at 100 units at most, however it is added", async () => {
    const { user, token } = await createUser();
    const product = await createProduct({ stockQuantity: 500 });
    await callRoute(add, { token, body: { productId: product.id, quantity: 100 } });
    const more = await callRoute(add, { token, body: { productId: product.id, quantity: 1 } });
    expect(more.status).toBe(409);
    expect(more.body.message).toMatch(/at most 100/);
    expect(await lineQuantity(user.id, product.id)).toBe(100);
  });

  it("refuses out-of-stock and unknown products", async () => {
    const { user, token } = await createUser();
    const soldOut = await createProduct({ stockQuantity: 0, inStock: false });
    const outOfStock = await callRoute(add, { token, body: { productId: soldOut.id } });
    expect(outOfStock).toEqual({ status: 409, body: { success: false, message: "Product is out of stock" } });

    const unknown = await callRoute(add, { token, body: { productId: "doesnotexist123" } });
    expect(unknown).toEqual({ status: 404, body: { success: false, message: "Product not found" } });
    expect((await callRoute(update, { token, body: { productId: "doesnotexist123", quantity: 0 } })).status).toBe(404);
    expect(await db().cartLine.count({ where: { userId: user.id } })).toBe(0);
  });

  it.each([
    ["zero", 0],
    ["negative", -2],
    ["fractional", 1.5],
    ["huge", 1e9],
    ["textual", "2"],
  ])("refuses a %s quantity on add with 400 and changes nothing", async (_label, quantity) => {
    const { user, token } = await createUser();
    const product = await createProduct();
    const { status, body } = await callRoute(add, { token, body: { productId: product.id, quantity } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(await lineQuantity(user.id, product.id)).toBe(0);
  });

  it("refuses fractional and huge quantities on update", async () => {
    const { user, token } = await createUser();
    const product = await createProduct();
    await callRoute(add, { token, body: { productId: product.id } });
    for (const quantity of [2.5, 1e9]) {
      expect((await callRoute(update, { token, body: { productId: product.id, quantity } })).status).toBe(400);
    }
    expect(await lineQuantity(user.id, product.id)).toBe(1);
  });

  it("requires a product id and a valid token", async () => {
    const { token } = await createUser();
    const product = await createProduct();
    const missingId = await callRoute(add, { token, body: { quantity: 1 } });
    expect(missingId).toEqual({ status: 400, body: { success: false, message: "Product ID is required" } });
    expect((await callRoute(add, { body: { productId: product.id } })).status).toBe(401);
    expect((await callRoute(get, { token: "not.a.token" })).status).toBe(401);
    expect(await db().cartLine.count({ where: { productId: product.id } })).toBe(0);
  });

  it("prices each line and the subtotal from the catalogue, in rupees, beside cartData", async () => {
    const { token } = await createUser();
    const discounted = await createProduct({ price: "599.00", discountPrice: "499.50", weight: 240 });
    const plain = await createProduct({ price: "1199.00", category: "", images: [], weight: null });
    await callRoute(add, { token, body: { productId: discounted.id, quantity: 3 } });
    const { body } = await callRoute(add, { token, body: { productId: plain.id } });
    expect(body).toEqual({
      success: true,
      message: "Added to cart",
      cartData: { [discounted.id]: 3, [plain.id]: 1 },
      lines: [
        {
          productId: discounted.id,
          name: discounted.name,
          image: "/images/products/operator/1.svg",
          category: "Arithmetic",
          quantity: 3,
          unitPrice: 499.5,
          originalPrice: 599,
          lineTotal: 1498.5,
          discount: 0,
          inStock: true,
          stockQuantity: 20,
          shippingWeight: 240,
        },
        {
          productId: plain.id,
          name: plain.name,
          image: null,
          category: "Toys",
          quantity: 1,
          unitPrice: 1199,
          originalPrice: 1199,
          lineTotal: 1199,
          discount: 0,
          inStock: true,
          stockQuantity: 20,
          shippingWeight: 500,
        },
      ],
      itemCount: 4,
      subtotal: 2697.5,
      discount: 0,
      total: 2697.5,
      shippingWeight: 3 * 240 + 500,
      offers: NO_OFFERS_JSON,
    });
    const updated = await callRoute(update, { token, body: { productId: discounted.id, quantity: 1 } });
    expect(updated.body).toMatchObject({ cartData: { [discounted.id]: 1, [plain.id]: 1 }, subtotal: 1698.5 });
  });

  it("keeps each shopper's cart to themselves", async () => {
    const first = await createUser();
    const second = await createUser();
    const product = await createProduct();
    await callRoute(add, { token: first.token, body: { productId: product.id } });
    expect((await callRoute(get, { token: second.token })).body.cartData).toEqual({});
  });
});
