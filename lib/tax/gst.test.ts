import { describe, expect, it } from "vitest";
import { amountInWords, indianNumberInWords } from "./amount-in-words";
import { financialYearOf, indianMonthBounds } from "./financial-year";
import { addUp, principalRate, splitInclusive, supplyTypeOf } from "./gst";
import { GST_RATES } from "./rates";

describe("tax in inclusive prices", () => {
  it("splits an intra-state line into equal CGST and SGST halves", () => {
    // ₹1,180.00 at 18 %: ₹1,000.00 taxable, ₹90.00 + ₹90.00.
    expect(splitInclusive(118000, 18, "INTRA_STATE")).toEqual({ taxable: 100000, cgst: 9000, sgst: 9000, igst: 0 });
  });

  it("charges IGST between states", () => {
    expect(splitInclusive(105000, 5, "INTER_STATE")).toEqual({ taxable: 100000, cgst: 0, sgst: 0, igst: 5000 });
  });

  it("rounds the taxable value to the paisa and keeps taxable + tax equal to the line total", () => {
    // ₹499.00 at 5 %: 49900 × 100 / 105 = 47523.8… → 47524; tax 2376 → 1188 + 1188.
    expect(splitInclusive(49900, 5, "INTRA_STATE")).toEqual({ taxable: 47524, cgst: 1188, sgst: 1188, igst: 0 });
    // ₹1.00 at 18 %: 84.74… → 85 taxable; the odd paisa of tax goes to CGST.
    expect(splitInclusive(100, 18, "INTRA_STATE")).toEqual({ taxable: 85, cgst: 8, sgst: 7, igst: 0 });
    for (let total = 0; total < 5000; total += 7) {
      for (const rate of GST_RATES) {
        const split = splitInclusive(total, rate, "INTRA_STATE");
        expect(split.taxable + split.cgst + split.sgst).toBe(total);
        expect(Math.abs(split.cgst - split.sgst)).toBeLessThanOrEqual(1);
        // The taxable value is the nearest paisa to the exact one.
        expect(Math.abs(split.taxable - (total * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("rounds credits symmetrically", () => {
    const credit = splitInclusive(-49900, 5, "INTRA_STATE");
    expect(credit).toEqual({ taxable: -47524, cgst: -1188, sgst: -1188, igst: 0 });
  });

  it("taxes no tax at 0 %", () => {
    expect(splitInclusive(9900, 0, "INTER_STATE")).toEqual({ taxable: 9900, cgst: 0, sgst: 0, igst: 0 });
  });

  it("adds lines up and picks the principal supply's rate for shipping", () => {
    const lines = [
      { total: 118000, ...splitInclusive(118000, 18, "INTRA_STATE") },
      { total: 49900, ...splitInclusive(49900, 5, "INTRA_STATE") },
    ];
    expect(addUp(lines)).toEqual({ taxable: 147524, cgst: 10188, sgst: 10188, igst: 0, tax: 20376, total: 167900 });
    expect(principalRate([5, 18, 12])).toBe(18);
    expect(principalRate([])).toBe(0);
    expect(supplyTypeOf("08", "08")).toBe("INTRA_STATE");
    expect(supplyTypeOf("08", "27")).toBe("INTER_STATE");
    expect(supplyTypeOf("08", null)).toBe("INTER_STATE");
  });
});

describe("amounts in words", () => {
  it("uses lakh and crore", () => {
    expect(indianNumberInWords(0)).toBe("Zero");
    expect(indianNumberInWords(1499)).toBe("One Thousand Four Hundred Ninety-Nine");
    expect(indianNumberInWords(1_00_000)).toBe("One Lakh");
    expect(indianNumberInWords(12_34_567)).toBe("Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven");
    expect(indianNumberInWords(5_01_00_010)).toBe("Five Crore One Lakh Ten");
    expect(indianNumberInWords(250_00_00_000)).toBe("Two Hundred Fifty Crore");
  });

  it("writes rupees and paise as invoices do", () => {
    expect(amountInWords(149950)).toBe("Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only");
    expect(amountInWords(10000)).toBe("Rupees One Hundred Only");
    expect(amountInWords(5)).toBe("Rupees Zero and Five Paise Only");
  });
});

describe("financial year", () => {
  it("runs April to March in India's time zone", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26");
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-11-23T12:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-05-01T00:00:00Z"))).toBe("2099-00");
  });

  it("bounds an Indian calendar month", () => {
    expect(indianMonthBounds("2026-12")).toEqual({
      start: new Date("2026-11-30T18:30:00Z"),
      end: new Date("2026-12-31T18:30:00Z"),
    });
  });
});
