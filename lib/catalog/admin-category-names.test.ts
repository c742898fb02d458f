import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createProduct } from "@/test/support/users-and-products";
import { db } from "../db";
import { categoryNameSchema } from "../validation/product-hindi";
import { listCategoryNames, saveCategoryName } from "./admin-category-names";

describe("operators naming categories in Hindi", () => {
  it("saves, changes and removes a category's Hindi name", async () => {
    const category = `Shapes ${randomBytes(4).toString("hex")}`;
    await createProduct({ category });
    expect(await listCategoryNames()).toContainEqual({ category, nameHi: "" });

    await saveCategoryName(category, "आकृतियाँ");
    await saveCategoryName(category, "आकृतियाँ और ठोस");
    expect(await listCategoryNames()).toContainEqual({ category, nameHi: "आकृतियाँ और ठोस" });

    await saveCategoryName(category, "");
    expect(await db().categoryTranslation.count({ where: { category } })).toBe(0);
  });

  it("refuses a category no product is in, and a name too long", async () => {
    await expect(saveCategoryName(`Nothing ${randomBytes(4).toString("hex")}`, "कुछ नहीं")).rejects.toMatchObject({
      status: 404,
    });
    expect(categoryNameSchema.safeParse({ category: "Algebra", nameHi: "क".repeat(61) }).success).toBe(false);
    expect(categoryNameSchema.parse({ category: " Algebra ", nameHi: " बीजगणित " })).toEqual({
      category: "Algebra",
      nameHi: "बीजगणित",
    });
  });
});
