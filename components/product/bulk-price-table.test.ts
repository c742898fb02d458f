/** The bulk price table as shoppers read it, in English and in Hindi. */
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { BulkPrice, BulkRow } from "@/lib/promotions/quantity-tiers";
import { renderInLanguage } from "@/test/support/intl";
import { BulkPriceTable } from "./bulk-price-table";

const price = (unitPrice: number, percent: number, shared: BulkPrice["shared"] = null): BulkPrice => ({
  promotionId: percent === 0 ? null : `tier-${percent}`,
  unitPrice,
  percent,
  shared,
});

const schools: BulkPrice["shared"] = {
  minQuantity: 10,
  scope: "categories",
  categories: ["Puzzles"],
  minOrderValue: 0,
};

const ROWS: BulkRow[] = [
  { from: 1, to: 9, price: price(49_900, 0), online: null },
  { from: 10, to: 24, price: price(44_910, 10, schools), online: null },
  { from: 25, to: null, price: price(42_415, 15), online: price(39_920, 20) },
];

/** Each body row's cells as text. */
const rows = (html: string) =>
  [...html.matchAll(/<tr class="border-t[^>]*>(.*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, " ").trim()),
  );

describe("BulkPriceTable", () => {
  it("captions a table of unit prices by quantity, naming what a shared tier counts", () => {
    const html = renderInLanguage(createElement(BulkPriceTable, { rows: ROWS }), "en");
    expect(html).toContain("<caption");
    expect(html).toContain(">Bulk prices</caption>");
    expect(html).toMatch(/<th scope="col"[^>]*>Paid online<\/th>/);
    expect(rows(html)).toEqual([
      ["1–9", "₹499.00", "₹499.00"],
      ["10–24", "₹449.10  10% off  10 or more from Puzzles, counted together", expect.stringContaining("₹449.10")],
      ["25 or more", "₹424.15  15% off", "₹399.20  20% off"],
    ]);
  });

  it("writes it in Hindi, prices in Indian digits, and leaves out the online column when it changes nothing", () => {
    const html = renderInLanguage(createElement(BulkPriceTable, { rows: ROWS.slice(0, 2) }), "hi");
    expect(html).toContain(">एक साथ ज़्यादा ख़रीदने पर दाम</caption>");
    expect(html).not.toContain("ऑनलाइन");
    expect(rows(html)).toEqual([
      ["1–9", "₹499.00"],
      ["10–24", "₹449.10  10% की छूट  Puzzles श्रेणी के खिलौने मिलाकर कुल 10 या ज़्यादा"],
    ]);
  });
});
