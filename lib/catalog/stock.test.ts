import { describe, expect, it } from "vitest";
import { pickerMaximum, stockLabel } from "./stock";

describe("stockLabel", () => {
  it("says out of stock when off sale or none on hand", () => {
    expect(stockLabel({ inStock: false, stockQuantity: 7 })).toEqual({ tone: "out" });
    expect(stockLabel({ inStock: true, stockQuantity: 0 })).toEqual({ tone: "out" });
  });

  it("counts the units at or below the low-stock threshold", () => {
    expect(stockLabel({ inStock: true, stockQuantity: 1 })).toEqual({ tone: "low", left: 1 });
    expect(stockLabel({ inStock: true, stockQuantity: 5 })).toEqual({ tone: "low", left: 5 });
    expect(stockLabel({ inStock: true, stockQuantity: 10 })).toEqual({ tone: "low", left: 10 });
  });

  it("says in stock above it", () => {
    expect(stockLabel({ inStock: true, stockQuantity: 11 })).toEqual({ tone: "in" });
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
