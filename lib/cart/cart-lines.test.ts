import { describe, expect, it } from "vitest";
import { testProduct as product } from "@/test/support/product";
import { cartLines, cartTotals, checkoutBlocker } from "./cart-lines";

const catalogue = new Map([
  ["p1", product({})],
  [
    "p2",
    product({ id: "p2", name: "Coordinate", category: "", price: 119_950, discountPrice: null, shippingWeight: 800 }),
  ],
]);

describe("cartLines", () => {
  it("joins quantities with products, in cart order, with selling and list prices in paise", () => {
    const lines = cartLines({ p2: 1, p1: 3, gone: 2 }, catalogue);
    expect(
      lines.map((line) => [
        line.productId,
        line.quantity,
        line.unitPrice,
        line.originalPrice,
        line.lineTotal,
        line.category,
      ]),
    ).toEqual([
      ["p2", 1, 119_950, 119_950, 119_950, "Toys"],
      ["p1", 3, 49_900, 59_900, 3 * 49_900, "Trigonometry"],
    ]);
  });

  it("totals items, subtotal and shipping weight", () => {
    expect(cartTotals(cartLines({ p1: 3, p2: 1 }, catalogue))).toEqual({
      itemCount: 4,
      subtotal: 3 * 49_900 + 119_950,
      discount: 0,
      total: 3 * 49_900 + 119_950,
      shippingWeight: 3 * 240 + 800,
    });
  });
});

describe("checkoutBlocker", () => {
  it("blocks an empty cart and out-of-stock lines", () => {
    expect(checkoutBlocker([])).toBe("empty");
    const soldOut = new Map([["p1", product({ inStock: false, stockQuantity: 0 })]]);
    expect(checkoutBlocker(cartLines({ p1: 1 }, soldOut))).toBe("outOfStock");
    expect(checkoutBlocker(cartLines({ p1: 11 }, catalogue))).toBe("outOfStock");
    expect(checkoutBlocker(cartLines({ p1: 2 }, catalogue))).toBeNull();
  });
});
