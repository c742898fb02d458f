import { describe, expect, it } from "vitest";
import { pickerMaximum, stockLabel } from "./stock";

describe("stockLabel", () => {
  it("says out of stock when off sale or none on hand", () => {
    expect(stockLabel({ inStock: false, stockQuantity: 7 })).toEqual({ tone: "out", text: "Out of Stock" });
    expect(stockLabel({ inStock: true, stockQuantity: 0 })).toEqual({ tone: "out", text: "Out of Stock" });
  });

  it("counts the units at or below the low-stock threshold", () => {
    expect(stockLabel({ inStock: true, stockQuantity: 1 }).text).toBe("Only 1 left");
    expect(stockLabel({ inStock: true, stockQuantity: 5 }).text).toBe("Only 5 left");
    expect(stockLabel({ inStock: true, stockQuantity: 10 })).toEqual({ tone: "low", text: "Only 10 left" });
  });

  it("says in stock above it", () => {
    expect(stockLabel({ inStock: true, stockQuantity: 11 })).toEqual({ tone: "in", text: "In Stock" });
  });
});

describe("pickerMaximum", () => {
  it("stops at the stock on hand and at 10", () => {
    expect(pickerMaximum({ inStock: true, stockQuantity: 3 })).toBe(3);
    expect(pickerMaximum({ inStock: true, stockQuantity: 10 })).toBe(10);
    expect(pickerMaximum({ inStock: true, stockQuantity: 250 })).toBe(10);
  });

  it("offers nothing when nothing can be bought", () => {
    expect(pickerMaximum({ inStock: false, stockQuantity: 8 })).toBe(0);
    expect(pickerMaximum({ inStock: true, stockQuantity: 0 })).toBe(0);
    expect(pickerMaximum({ inStock: true, stockQuantity: -2 })).toBe(0);
  });
});
