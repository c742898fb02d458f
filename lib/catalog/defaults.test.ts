import { describe, expect, it } from "vitest";
import { testProduct } from "@/test/support/product";
import { DEFAULT_CATEGORY, DEFAULT_SPECIFICATION_CATEGORY, specificationsOf, withDisplayDefaults } from "./defaults";

describe("specificationsOf", () => {
  it("fills every missing fact with SPEC §2's defaults, the category as 'Educational Toy'", () => {
    const bare = testProduct({
      category: "",
      categoryName: "",
      materials: null,
      weight: null,
      dimensions: null,
      ageSuitability: null,
    });
    expect(Object.fromEntries(specificationsOf(bare))).toEqual({
      Category: DEFAULT_SPECIFICATION_CATEGORY,
      "Age range": "All Ages",
      Material: "High-quality plastic and cardboard",
      Weight: "0.5 kg",
      Dimensions: "25cm x 25cm x 5cm",
      Brand: bare.name,
    });
    expect(DEFAULT_SPECIFICATION_CATEGORY).toBe("Educational Toy");
    // Elsewhere on the page and on cards a product without one stays 'Toys' (SPEC §3).
    expect(withDisplayDefaults(bare).category).toBe(DEFAULT_CATEGORY);
  });

  it("shows the product's own values when it has them", () => {
    const product = testProduct({ category: "Trigonometry", materials: "Birch plywood", weight: 1200 });
    const rows = Object.fromEntries(specificationsOf(product));
    expect(rows.Category).toBe("Trigonometry");
    expect(rows.Material).toBe("Birch plywood");
    expect(rows.Weight).toBe("1.2 kg");
  });

  it("names the category in the product's language", () => {
    const product = testProduct({ category: "Trigonometry", categoryName: "त्रिकोणमिति" });
    expect(Object.fromEntries(specificationsOf(product)).Category).toBe("त्रिकोणमिति");
  });
});
