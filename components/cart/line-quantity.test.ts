import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "@/lib/validation/cart";
import { lineQuantityLimit, readTypedQuantity } from "./line-quantity";

describe("a cart line's limit", () => {
  it("is the stock on hand, or the server's cap per line when there is more", () => {
    expect(lineQuantityLimit({ inStock: true, stockQuantity: 7 })).toBe(7);
    expect(lineQuantityLimit({ inStock: true, stockQuantity: MAX_LINE_QUANTITY + 50 })).toBe(MAX_LINE_QUANTITY);
  });

  it("is 0 when the product is out of stock", () => {
    expect(lineQuantityLimit({ inStock: false, stockQuantity: 12 })).toBe(0);
  });
});

describe("a typed quantity", () => {
  it("is sent when it is a whole number from 1 to the limit", () => {
    expect(readTypedQuantity("30", 2, 40)).toBe(30);
    expect(readTypedQuantity(" 1 ", 2, 40)).toBe(1);
    expect(readTypedQuantity("40", 2, 40)).toBe(40);
    expect(readTypedQuantity("007", 2, 40)).toBe(7);
  });

  it("sends nothing when it is the line's quantity already", () => {
    expect(readTypedQuantity("2", 2, 40)).toBe("same");
    // A line above a stock that fell since keeps its quantity until the shopper lowers it.
    expect(readTypedQuantity("12", 12, 10)).toBe("same");
  });

  it("never removes the line: 0 is refused", () => {
    expect(readTypedQuantity("0", 2, 40)).toBe("zero");
    expect(readTypedQuantity("00", 2, 40)).toBe("zero");
  });

  it.each(["", " ", "41", "2.5", "-3", "1e2", "abc"])("refuses %j", (typed) => {
    expect(readTypedQuantity(typed, 2, 40)).toBe("range");
  });
});
