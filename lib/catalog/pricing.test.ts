import { describe, expect, it } from "vitest";
import { discountPercent, sellingPrice } from "./pricing";

describe("sellingPrice", () => {
  it("is the discount price when it is below the list price", () => {
    expect(sellingPrice(99_900, 79_900)).toBe(79_900);
  });

  it("is the list price without a discount, or when the discount is not lower", () => {
    expect(sellingPrice(99_900, null)).toBe(99_900);
    expect(sellingPrice(99_900, 99_900)).toBe(99_900);
    expect(sellingPrice(99_900, 120_000)).toBe(99_900);
  });
});

describe("discountPercent", () => {
  it("rounds (price - discountPrice) / price x 100 to a whole percent", () => {
    expect(discountPercent(99_900, 79_900)).toBe(20);
    expect(discountPercent(149_900, 99_900)).toBe(33);
    expect(discountPercent(30_000, 29_900)).toBe(0);
  });

  it("is 0 when not discounted", () => {
    expect(discountPercent(99_900, null)).toBe(0);
    expect(discountPercent(99_900, 99_900)).toBe(0);
  });
});
