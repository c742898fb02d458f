import { describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { createProduct, createUser } from "@/test/support/users-and-products";
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
});

describe("POST /api/products/single", () => {
  it("returns one product", async () => {
    const product = await createProduct();
    const { status, body } = await callRoute(single, { body: { productId: product.id } });
    expect(status).toBe(200);
    expect(body.product._id).toBe(product.id);
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
  it("lets an admin delete a product", async () => {
    const { token } = await createUser({ role: "ADMIN" });
    const product = await createProduct();
    const { status, body } = await callRoute(remove, { token, body: { productId: product.id } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await db().product.findUnique({ where: { id: product.id } })).toBeNull();
  });

  it("refuses customers with 403 and visitors with 401, and the product stays", async () => {
    const { token } = await createUser();
    const product = await createProduct();
    expect((await callRoute(remove, { token, body: { productId: product.id } })).status).toBe(403);
    expect((await callRoute(remove, { body: { productId: product.id } })).status).toBe(401);
    expect(await db().product.findUnique({ where: { id: product.id } })).not.toBeNull();
  });

  it("answers an unknown product with 404", async () => {
    const { token } = await createUser({ role: "ADMIN" });
    expect((await callRoute(remove, { token, body: { productId: "nosuchproduct" } })).status).toBe(404);
  });
});
