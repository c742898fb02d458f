import { describe, expect, it } from "vitest";
import { db } from "../db";
import { productFormSchema } from "../validation/admin-product";
import { productFormFields } from "@/test/support/product-form";
import { listProductsForAdmin } from "./admin-product-list";
import { createProduct, markOutOfStock, setStock, updateProduct } from "./admin-products";

const form = (name: string, overrides: Record<string, string> = {}) =>
  productFormSchema.parse(
    productFormFields({
      name,
      description: "A test product.",
      category: "Geometry",
      price: "500",
      stockQuantity: "0",
      ...overrides,
    }),
  );

describe("operators managing products", () => {
  it("creates with a free slug, edits every field and keeps the slug", async () => {
    const name = `Angle Hunt ${Date.now()}`;
    const first = await createProduct(form(name, { inStock: "on" }), ["/uploads/a.png"]);
    const second = await createProduct(form(name), []);
    const [a, b] = await Promise.all([
      db().product.findUniqueOrThrow({ where: { id: first } }),
      db().product.findUniqueOrThrow({ where: { id: second } }),
    ]);
    expect(b.slug).toBe(`${a.slug}-2`);

    await updateProduct(
      first,
      form(`${name} Deluxe`, { price: "650.50", inStock: "on", features: "One\nTwo", hsnCode: "9023", gstRate: "18" }),
      [],
    );
    const edited = await db().product.findUniqueOrThrow({ where: { id: first } });
    expect(edited).toMatchObject({
      name: `${name} Deluxe`,
      slug: a.slug,
      features: ["One", "Two"],
      images: [],
      hsnCode: "9023",
      gstRate: 18,
    });
    expect(edited.price.toFixed(2)).toBe("650.50");
  });

  it("restocks an out-of-stock product back on sale, and takes one off sale keeping its count", async () => {
    const id = await createProduct(form(`Sine Snap ${Date.now()}`), []);
    expect((await listProductsForAdmin({ search: "Sine Snap", stock: "out" })).map((p) => p.id)).toContain(id);
    await setStock(id, 7);
    expect(await db().product.findUniqueOrThrow({ where: { id } })).toMatchObject({ stockQuantity: 7, inStock: true });
    expect((await listProductsForAdmin({ search: "Sine Snap", stock: "low" })).map((p) => p.id)).toContain(id);
    await markOutOfStock(id);
    expect(await db().product.findUniqueOrThrow({ where: { id } })).toMatchObject({ stockQuantity: 7, inStock: false });
  });

  it("keeps the Hindi texts beside the English, and removes them when all are cleared", async () => {
    const hindi = {
      nameHi: "कोण खोज",
      descriptionHi: "कोण नापने का खेल।",
      featuresHi: "दो खिलाड़ी\n\n चाँदा ",
      materialsHi: "",
    };
    const id = await createProduct(form(`Angle Seek ${Date.now()}`, hindi), []);
    const where = { productId_locale: { productId: id, locale: "hi" } };
    expect(await db().productTranslation.findUniqueOrThrow({ where })).toMatchObject({
      name: "कोण खोज",
      description: "कोण नापने का खेल।",
      features: ["दो खिलाड़ी", "चाँदा"],
      contents: [],
      materials: null,
    });

    await updateProduct(id, form("Angle Seek", { nameHi: "कोणों की खोज", contentsHi: "बोर्ड" }), []);
    expect(await db().productTranslation.findUniqueOrThrow({ where })).toMatchObject({
      name: "कोणों की खोज",
      description: null,
      features: [],
      contents: ["बोर्ड"],
    });
    await updateProduct(id, form("Angle Seek"), []);
    expect(await db().productTranslation.findUnique({ where })).toBeNull();
  });

  it("refuses Hindi texts that are too long", () => {
    const result = productFormSchema.safeParse(productFormFields({ nameHi: "क".repeat(121) }));
    expect(result.success).toBe(false);
  });

  it("lists the products missing a Hindi name or description", async () => {
    const stamp = Date.now();
    const done = await createProduct(form(`Hindi Done ${stamp}`, { nameHi: "पूरा", descriptionHi: "पूरा विवरण" }), []);
    const nameOnly = await createProduct(form(`Hindi Half ${stamp}`, { nameHi: "आधा" }), []);
    const none = await createProduct(form(`Hindi None ${stamp}`), []);
    const missing = await listProductsForAdmin({ search: String(stamp), missingHindi: true });
    expect(missing.map((product) => product.id).sort()).toEqual([nameOnly, none].sort());
    const all = await listProductsForAdmin({ search: String(stamp) });
    expect(all.map((product) => [product.id, product.missingHindi])).toEqual(
      expect.arrayContaining([
        [done, false],
        [nameOnly, true],
      ]),
    );
  });

  it("finds a product by its Hindi name as well", async () => {
    const stamp = Date.now();
    const id = await createProduct(form(`Protractor Pair ${stamp}`, { nameHi: `चाँदा जोड़ी ${stamp}` }), []);
    expect((await listProductsForAdmin({ search: `चाँदा जोड़ी ${stamp}` })).map((product) => product.id)).toEqual([id]);
    expect(await listProductsForAdmin({ search: `त्रिभुज ${stamp}` })).toEqual([]);
  });

  it("answers 404 for a product that does not exist", async () => {
    await expect(setStock("no-such-product", 3)).rejects.toMatchObject({ status: 404 });
  });
});
