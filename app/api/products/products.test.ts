import { describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { adminSessionCookie, createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { GET as list } from "./list/route";
import { POST as remove } from "./remove/route";
import { POST as single } from "./single/route";

describe("GET /api/products/list", () => {
  it("returns every product with _id, the fields of SPEC §3 and prices in rupees", async () => {
    const product = await createProduct({ price: "1499.00", discountPrice: "1199.50", ageSuitability: "12+" });
    const { status, body } = await callRoute(list, { method: "GET" });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const record = body.products.find((candidate: { _id: string }) => candidate._id === product.id);
    expect(record).toMatchObject({
      name: product.name,
      price: 1499,
      discountPrice: 1199.5,
      ageSuitability: "12+",
      inStock: true,
      stockQuantity: 20,
      weight: 300,
      shippingWeight: 300,
      images: ["/images/products/operator/1.svg"],
    });
    expect(record.date).toEqual(expect.any(Number));
  });

  it("answers in Hindi with ?locale=hi, English where a product has no Hindi, and refuses other languages", async () => {
    const product = await createProduct({ name: "Abacus Race" });
    await db().productTranslation.create({ data: { productId: product.id, locale: "hi", name: "गिनतारा दौड़" } });
    const named = async (query: Record<string, string>): Promise<unknown> => {
      const { body } = await callRoute(list, { method: "GET", query });
      return (body.products as { _id: string }[]).find((candidate) => candidate._id === product.id);
    };
    expect(await named({ locale: "hi" })).toMatchObject({ name: "गिनतारा दौड़", description: product.description });
    expect(await named({})).toMatchObject({ name: "Abacus Race" });
    expect((await callRoute(list, { method: "GET", query: { locale: "fr" } })).status).toBe(400);
  });
});

describe("POST /api/products/single", () => {
  it("returns one product", async () => {
    const product = await createProduct();
    const { status, body } = await callRoute(single, { body: { productId: product.id } });
    expect(status).toBe(200);
    expect(body.product._id).toBe(product.id);
  });

  it("returns it in Hindi with locale hi", async () => {
    const product = await createProduct({ name: "Angle Race" });
    await db().productTranslation.create({ data: { productId: product.id, locale: "hi", name: "कोण दौड़" } });
    const hindi = await callRoute(single, { body: { productId: product.id, locale: "hi" } });
    expect(hindi.body.product.name).toBe("कोण दौड़");
    expect((await callRoute(single, { body: { productId: product.id } })).body.product.name).toBe("Angle Race");
    expect((await callRoute(single, { body: { productId: product.id, locale: "xx" } })).status).toBe(400);
  });

  it("answers unknown, missing and malformed ids with 4xx", async () => {
    expect(await callRoute(single, { body: { productId: "nosuchproduct" } })).toEqual({
      status: 404,
      body: { success: false, message: "Product not found" },
    });
    expect((await callRoute(single, { body: {} })).status).toBe(400);
    expect((await callRoute(single, { body: { productId: { $ne: null } } })).status).toBe(400);
    expect((await callRoute(single, { body: { productId: "x'; DROP TABLE products; --" } })).status).toBe(400);
    expect((await callRoute(single, { rawBody: "productId=1" })).status).toBe(400);
  });
});

describe("POST /api/products/remove", () => {
  const productStays = async (productId: string) =>
    expect(await db().product.findUnique({ where: { id: productId } })).not.toBeNull();

  it("lets an admin delete a product with the admin session's cookie", async () => {
    const { user } = await createUser({ role: "ADMIN" });
    const product = await createProduct();
    const cookie = await adminSessionCookie(user.id);
    const { status, body } = await callRoute(remove, { headers: { cookie }, body: { productId: product.id } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await db().product.findUnique({ where: { id: product.id } })).toBeNull();
  });

  it("refuses an admin's bearer or token header without the cookie, and the product stays", async () => {
    const { token } = await createUser({ role: "ADMIN" });
    const product = await createProduct();
    const viaToken = await callRoute(remove, { token, body: { productId: product.id } });
    expect(viaToken).toEqual({
      status: 401,
      body: { success: false, message: "Please sign in as a store administrator" },
    });
    const viaBearer = await callRoute(remove, {
      headers: { authorization: `Bearer ${token}` },
      body: { productId: product.id },
    });
    expect(viaBearer.status).toBe(401);
    // Nor does the token pass for the cookie.
    const asCookie = await callRoute(remove, {
      headers: { cookie: `gp_admin=${token}` },
      body: { productId: product.id },
    });
    expect(asCookie.status).toBe(401);
    await productStays(product.id);
  });

  it("refuses customers and visitors, and the product stays", async () => {
    const { token } = await createUser();
    const product = await createProduct();
    expect((await callRoute(remove, { token, body: { productId: product.id } })).status).toBe(401);
    expect((await callRoute(remove, { body: { productId: product.id } })).status).toBe(401);
    await productStays(product.id);
  });

  it("refuses a cross-site request carrying the admin's cookie with 403, and the product stays", async () => {
    const { user } = await createUser({ role: "ADMIN" });
    const product = await createProduct();
    const cookie = await adminSessionCookie(user.id);
    // Another scheme on the same host is another site too (#29 item 4).
    for (const origin of ["https://evil.example", "null", "https://store.test"]) {
      const { status } = await callRoute(remove, { headers: { cookie, origin }, body: { productId: product.id } });
      expect(status, origin).toBe(403);
    }
    await productStays(product.id);
  });

  it("refuses the cookie of an admin demoted since, and the product stays", async () => {
    const { user } = await createUser({ role: "ADMIN" });
    const product = await createProduct();
    const cookie = await adminSessionCookie(user.id);
    await db().user.update({ where: { id: user.id }, data: { role: "CUSTOMER" } });
    expect((await callRoute(remove, { headers: { cookie }, body: { productId: product.id } })).status).toBe(401);
    await productStays(product.id);
  });

  it("accepts this store's own origin and answers an unknown product with 404", async () => {
    const { user } = await createUser({ role: "ADMIN" });
    const cookie = await adminSessionCookie(user.id);
    const headers = { cookie, origin: "http://store.test" };
    expect((await callRoute(remove, { headers, body: { productId: "nosuchproduct" } })).status).toBe(404);
  });
});
