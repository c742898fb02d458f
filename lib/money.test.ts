import { describe, expect, it } from "vitest";
import { apportion, formatRupees, percentOf, rupeesToPaise, toPaise, toRupeeString } from "./money";

describe("toPaise", () => {
  it("converts rupee strings exactly", () => {
    expect(toPaise("1499.00")).toBe(149_900);
    expect(toPaise("0.29")).toBe(29);
    expect(toPaise("10.5")).toBe(1_050);
    expect(toPaise("7")).toBe(700);
    expect(toPaise("-2.05")).toBe(-205);
  });

  it("converts Decimal-like values through their fixed form", () => {
    expect(toPaise({ toFixed: () => "56.60" })).toBe(5_660);
  });

  it("rejects values that are not rupee amounts", () => {
    expect(() => toPaise("12.345")).toThrow(RangeError);
    expect(() => toPaise("abc")).toThrow(RangeError);
    expect(() => toPaise("1e5")).toThrow(RangeError);
  });
});

describe("toRupeeString", () => {
  it("writes two decimals without floating point", () => {
    expect(toRupeeString(149_900)).toBe("1499.00");
    expect(toRupeeString(29)).toBe("0.29");
    expect(toRupeeString(-205)).toBe("-2.05");
    expect(toRupeeString(0)).toBe("0.00");
  });

  it("round-trips with toPaise", () => {
    for (const paise of [1, 99, 100, 2_950, 123_456_789]) expect(toPaise(toRupeeString(paise))).toBe(paise);
  });

  it("refuses fractional paise", () => {
    expect(() => toRupeeString(10.5)).toThrow(RangeError);
  });
});

describe("formatRupees", () => {
  it("uses the rupee sign, Indian digit grouping and two decimals", () => {
    expect(formatRupees(149_900)).toBe("₹1,499.00");
    expect(formatRupees(12_345_678_90)).toBe("₹1,23,45,678.90");
    expect(formatRupees(0)).toBe("₹0.00");
  });

  it("always writes two decimals for whole rupees and for paise", () => {
    expect(formatRupees(319_800)).toBe("₹3,198.00");
    expect(formatRupees(2_950)).toBe("₹29.50");
    expect(formatRupees(4_000)).toBe("₹40.00");
    expect(formatRupees(5)).toBe("₹0.05");
    expect(formatRupees(99)).toBe("₹0.99");
    expect(formatRupees(21_110)).toBe("₹211.10");
  });

  it("groups thousands, lakhs and crores the Indian way", () => {
    expect(formatRupees(99_999)).toBe("₹999.99");
    expect(formatRupees(100_000)).toBe("₹1,000.00");
    expect(formatRupees(10_000_000)).toBe("₹1,00,000.00");
    expect(formatRupees(1_234_567_00)).toBe("₹12,34,567.00");
    expect(formatRupees(1_000_000_000)).toBe("₹1,00,00,000.00");
  });

  it("puts the minus sign before the rupee sign, and refuses fractional paise", () => {
    expect(formatRupees(-4_000)).toBe("-₹40.00");
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });

  it("agrees with Intl's en-IN currency format", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
    for (const paise of [1, 50, 100, 29_950, 319_800, 1_234_567_89]) {
      expect(formatRupees(paise)).toBe(intl.format(paise / 100));
    }
  });
});

describe("rupeesToPaise", () => {
  it("reads the API's rupee numbers exactly", () => {
    expect(rupeesToPaise(1499.5)).toBe(149_950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(130.2)).toBe(13_020);
  });
});

describe("apportion", () => {
  it("spreads a coupon over lines as the GST note's worked example does, to the paisa", () => {
    // ../shared/notes/gst-promotions-b2b.md, example A: ₹500 over ₹1,499, ₹2,999 and ₹500.
    expect(apportion(50_000, [149_900, 299_900, 50_000])).toEqual([14_996, 30_002, 5_002]);
  });

  it("always adds up to the amount, the odd paise to the largest remainders, earlier first on a tie", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(7, [0, 5, 5])).toEqual([0, 4, 3]);
    expect(apportion(0, [3, 4])).toEqual([0, 0]);
    const shares = apportion(999_999_999, [123_456_789, 987_654_321, 5]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(999_999_999);
  });

  it("refuses what cannot be shared", () => {
    expect(() => apportion(5, [0, 0])).toThrow(RangeError);
    expect(() => apportion(-1, [1])).toThrow(RangeError);
    expect(() => apportion(1.5, [1])).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it("rounds to the nearest paisa, halves up", () => {
    expect(percentOf(149_900, 10)).toBe(14_990);
    expect(percentOf(999, 5)).toBe(50); // 49.95
    expect(percentOf(25, 10)).toBe(3); // 2.5
    expect(percentOf(24, 10)).toBe(2); // 2.4
  });
});
