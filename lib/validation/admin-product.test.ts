import { describe, expect, it } from "vitest";
import { productFormSchema } from "./admin-product";
import { productFormFields } from "@/test/support/product-form";

const valid = productFormFields({
  discountPrice: "299.50",
  inStock: "on",
  ageSuitability: "8+",
  rating: "4.6",
  brand: "https://www.amazon.in/s?k=GanitPlay",
  features: "Tables 2 to 12\n\n  Two to four players ",
  weight: "250",
  hsnCode: "9504",
  date: "2026-11-23",
});

const firstMessage = (form: Record<string, string>) => {
  const result = productFormSchema.safeParse(form);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("admin product form", () => {
  it("reads rupees as paise, lines as lists, checkboxes and empty fields", () => {
    const form = productFormSchema.parse(valid);
    expect(form).toMatchObject({
      price: 34_900,
      discountPrice: 29_950,
      stockQuantity: 15,
      inStock: true,
      bestseller: false,
      rating: 4.6,
      features: ["Tables 2 to 12", "Two to four players"],
      contents: [],
      materials: null,
      weight: 250,
      hsnCode: "9504",
      gstRate: 5,
    });
    expect(form.date?.toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("refuses what the catalogue cannot hold", () => {
    expect(firstMessage({ ...valid, price: "3.499" })).toBe("Price must be an amount in rupees, such as 499 or 499.50");
    expect(firstMessage({ ...valid, discountPrice: "349" })).toBe("Discount price must be below the price");
    expect(firstMessage({ ...valid, brand: "http://example.com" })).toBe(
      "Marketplace link must be an https:// address",
    );
    expect(firstMessage({ ...valid, ageSuitability: "eight" })).toBe(
      "Age must look like 10+ (or be empty for all ages)",
    );
    expect(firstMessage({ ...valid, stockQuantity: "-1" })).toBe("Stock must be a whole number");
    expect(firstMessage({ ...valid, name: " " })).toBe("Name is required");
    expect(firstMessage({ ...valid, hsnCode: "95O3" })).toBe("HSN code must be 4 to 8 digits");
    expect(firstMessage({ ...valid, hsnCode: "123456789" })).toBe("HSN code must be 4 to 8 digits");
    expect(firstMessage({ ...valid, gstRate: "7" })).toBe("GST rate must be one of 0, 5, 18, 40 %");
    expect(firstMessage({ ...valid, gstRate: "" })).toBe("GST rate must be one of 0, 5, 18, 40 %");
  });
});
