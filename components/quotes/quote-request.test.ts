import { describe, expect, it } from "vitest";
import { EMPTY_ADDRESS } from "@/lib/orders/checkout";
import {
  lineSource,
  quoteAddressOf,
  startingQuantity,
  toQuoteRequestBody,
  type QuoteFormValues,
} from "./quote-request";

const ADDRESS = quoteAddressOf({ ...EMPTY_ADDRESS, firstName: "Asha", zipcode: "342001" });

describe("the quote request form", () => {
  it("starts a product page's quantity as a whole number from 1 to the most a quote takes", () => {
    expect(startingQuantity("10", 5000)).toBe(10);
    expect(startingQuantity("9000", 5000)).toBe(5000);
    for (const typed of [undefined, "", "0", "-3", "2.5", "ten"]) expect(startingQuantity(typed, 5000), typed).toBe(1);
  });

  it("takes its products from an earlier quote, the cart, or one product, in that order", () => {
    expect(lineSource({ again: "q1", from: "cart", productId: "p1" })).toBe("again");
    expect(lineSource({ from: "cart", productId: "p1" })).toBe("cart");
    expect(lineSource({ productId: "p1", quantity: "12" })).toBe("product");
    expect(lineSource({ classSet: [{ productId: "p1", name: "Trigno Card" }], quantity: "40" })).toBe("class-set");
    expect(lineSource({ classSet: [], productId: "p1" })).toBe("product");
    expect(lineSource({ from: "elsewhere" })).toBe("none");
  });

  it("keeps the delivery address without its country, always India", () => {
    expect(ADDRESS).not.toHaveProperty("country");
    expect(ADDRESS).toMatchObject({ firstName: "Asha", zipcode: "342001" });
  });

  it("sends the lines without their names and leaves empty optional fields out", () => {
    const values: QuoteFormValues = {
      items: [{ productId: "p1", quantity: 40, name: "Trig Cards" }],
      organisation: "  Kendriya Vidyalaya No. 1 ",
      neededBy: undefined,
      notes: "   ",
      address: ADDRESS,
      gstInvoice: false,
    };
    expect(toQuoteRequestBody(values)).toEqual({
      items: [{ productId: "p1", quantity: 40 }],
      organisation: "Kendriya Vidyalaya No. 1",
      address: ADDRESS,
    });
    expect(toQuoteRequestBody({ ...values, neededBy: "2026-12-14", notes: " 3 classes ", gstInvoice: true })).toEqual({
      items: [{ productId: "p1", quantity: 40 }],
      organisation: "Kendriya Vidyalaya No. 1",
      neededBy: "2026-12-14",
      notes: "3 classes",
      address: ADDRESS,
      gstInvoice: true,
    });
  });
});
