import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { payload, shopperWithCart } from "@/test/support/order-requests";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { GET as details } from "./details/[orderId]/route";
import { POST as place } from "./place/route";
import { POST as userOrders } from "./userorders/route";

beforeAll(ensureTestPincodes);

describe("reading orders", () => {
  it("lists only the caller's orders, newest first", async () => {
    const { token, product } = await shopperWithCart();
    const other = await shopperWithCart();
    const first = await callRoute(place, {
      token,
      body: payload(product.id, { items: [{ productId: product.id, quantity: 1 }] }),
    });
    const second = await callRoute(place, {
      token,
      body: payload(product.id, { items: [{ productId: product.id, quantity: 1 }], confirmRepeat: true }),
    });
    await callRoute(place, { token: other.token, body: payload(other.product.id) });

    const { status, body } = await callRoute(userOrders, { token });
    expect(status).toBe(200);
    expect(body.orders.map((order: { _id: string }) => order._id)).toEqual([second.body.orderId, first.body.orderId]);
    expect((await callRoute(userOrders, {})).status).toBe(401);
  });

  it("shows an order to its owner only: a stranger's or an admin's token gets 404", async () => {
    const { token, product } = await shopperWithCart();
    const { body } = await callRoute(place, { token, body: payload(product.id) });
    const orderId: string = body.orderId;
    const params = { orderId };

    const owner = await callRoute(details, { method: "GET", token, params });
    expect(owner.status).toBe(200);
    expect(owner.body.order._id).toBe(orderId);

    const stranger = await createUser();
    expect(await callRoute(details, { method: "GET", token: stranger.token, params })).toEqual({
      status: 404,
      body: { success: false, message: "Order not found" },
    });
    // Operators read orders in the admin area, behind their cookie session: a token is not enough.
    const admin = await createUser({ role: "ADMIN" });
    expect((await callRoute(details, { method: "GET", token: admin.token, params })).status).toBe(404);
    expect((await callRoute(details, { method: "GET", params })).status).toBe(401);
    expect((await callRoute(details, { method: "GET", token, params: { orderId: "nosuchorder" } })).status).toBe(404);
  });

  it("names the items in the page's language where the product has a name in it, the order's own name otherwise", async () => {
    const { token, product } = await shopperWithCart();
    const untranslated = await createProduct({ stockQuantity: 5 });
    const items = [
      { productId: product.id, quantity: 1 },
      { productId: untranslated.id, quantity: 1 },
    ];
    const { body } = await callRoute(place, { token, body: payload(product.id, { items }) });
    await db().productTranslation.create({ data: { productId: product.id, locale: "hi", name: "कोणों का खेल" } });
    const names = (order: { items: { name: string }[] }) => order.items.map((item) => item.name).sort();
    const params = { orderId: body.orderId as string };

    const hindi = { "X-Store-Locale": "hi" };
    const inHindi = await callRoute(details, { method: "GET", token, params, headers: hindi });
    expect(names(inHindi.body.order)).toEqual([untranslated.name, "कोणों का खेल"].sort());
    const listed = await callRoute(userOrders, { token, headers: hindi });
    expect(names(listed.body.orders[0])).toEqual([untranslated.name, "कोणों का खेल"].sort());
    // An English page, and the order's record, keep the name it was placed with.
    const inEnglish = await callRoute(details, { method: "GET", token, params });
    expect(names(inEnglish.body.order)).toEqual([product.name, untranslated.name].sort());
    const stored = await db().orderItem.findMany({ where: { orderId: params.orderId } });
    expect(stored.map((item) => item.name).sort()).toEqual([product.name, untranslated.name].sort());
  });
});
