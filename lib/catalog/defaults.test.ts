import { describe, expect, it } from "vitest";
import { testProduct } from "@/test/support/product";
import { DEFAULT_CATEGORY, specificationsOf, withDisplayDefaults } from "./defaults";

const valuesOf = (product: ReturnType<typeof testProduct>) =>
  Object.fromEntries(specificationsOf(product).map(({ key, value }) => [key, value]));

describe("specificationsOf", () => {
  it("leaves the worded defaults to the page and fills the rest with SPEC §2's", () => {
    const bare = testProduct({
      category: "",
      categoryName: "",
      materials: null,
      weight: null,
      dimensions: null,
      ageSuitability: null,
    });
    // Null: the page shows 'Educational Toy', 'All Ages' and its default material, in its language.
    expect(valuesOf(bare)).toEqual({
      category: null,
      ageRange: null,
      material: null,
      weight: "0.5 kg",
      dimensions: "25cm x 25cm x 5cm",
      brand: bare.name,
    });
    // Elsewhere on the page and on cards a product without one stays 'Toys' (SPEC §3).
    expect(withDisplayDefaults(bare).category).toBe(DEFAULT_CATEGORY);
  });

  it("shows the product's own values when it has them, in the order of the tab", () => {
    const product = testProduct({ category: "Trigonometry", materials: "Birch plywood", weight: 1200 });
    expect(specificationsOf(product).map(({ key }) => key)).toEqual([
      "category",
      "ageRange",
      "material",
      "weight",
      "dimensions",
      "brand",
    ]);
    expect(valuesOf(product)).toMatchObject({
      category: "Trigonometry",
      ageRange: "12+",
      material: "Birch plywood",
      weight: "1.2 kg",
    });
  });

  it("names the category in the product's language", () => {
    const product = testProduct({ category: "Trigonometry", categoryName: "त्रिकोणमिति" });
    expect(valuesOf(product).category).toBe("त्रिकोणमिति");
  });
});
