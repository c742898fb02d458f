/**
 * Integration: the catalogue's reads in the shopper's language (#30): the Hindi texts in place of
 * the English, field by field, English where there is no Hindi, and categories named in Hindi.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createProduct } from "@/test/support/users-and-products";
import { db } from "../db";
import { shopQuerySchema } from "../validation/catalogue";
import { findProduct } from "./product-reads";
import { catalogueOverview, searchCatalogue } from "./search";

describe("the catalogue in Hindi", () => {
  it("shows each Hindi text that exists and the English of the rest", async () => {
    const product = await createProduct({
      name: "Angle Arena",
      description: "A board game of angles.",
      features: ["Two players"],
      contents: ["Board"],
      materials: "Card",
    });
    await db().productTranslation.create({
      data: { productId: product.id, locale: "hi", name: "कोणों का अखाड़ा", features: ["दो खिलाड़ी"], description: " " },
    });
    expect(await findProduct(product.id, "hi")).toMatchObject({
      name: "कोणों का अखाड़ा",
      description: "A board game of angles.",
      features: ["दो खिलाड़ी"],
      contents: ["Board"],
      materials: "Card",
    });
    expect(await findProduct(product.id, "en")).toMatchObject({ name: "Angle Arena", features: ["Two players"] });
  });

  it("names categories in Hindi where one is given, keeping the English as the filter's value", async () => {
    const named = `Shapes ${randomBytes(4).toString("hex")}`;
    const unnamed = `Puzzles ${randomBytes(4).toString("hex")}`;
    const product = await createProduct({ category: named });
    await createProduct({ category: unnamed });
    await db().categoryTranslation.create({ data: { category: named, locale: "hi", name: "आकृतियाँ" } });

    const options = (await catalogueOverview("hi")).categories;
    expect(options).toContainEqual({ value: named, name: "आकृतियाँ" });
    expect(options).toContainEqual({ value: unnamed, name: unnamed });
    expect((await catalogueOverview("en")).categories).toContainEqual({ value: named, name: named });

    const page = await searchCatalogue(shopQuerySchema.parse({ category: named }), "hi");
    expect(page.products).toEqual([
      expect.objectContaining({ id: product.id, category: named, categoryName: "आकृतियाँ" }),
    ]);
    expect((await findProduct(product.id, "hi"))?.categoryName).toBe("आकृतियाँ");
  });

  it("goes with its product", async () => {
    const product = await createProduct();
    await db().productTranslation.create({ data: { productId: product.id, locale: "hi", name: "पासे" } });
    await db().product.delete({ where: { id: product.id } });
    expect(await db().productTranslation.count({ where: { productId: product.id } })).toBe(0);
  });
});
