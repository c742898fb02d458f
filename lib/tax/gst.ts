/**
 * GST on the store's tax-inclusive prices, in integer paise.
 *
 * Rounding rule: a line's taxable value is its inclusive total × 100 / (100 + rate), rounded to
 * the nearest paisa (halves up); its tax is the rest, so taxable + tax equals the line total
 * exactly. Within a state the tax splits into CGST and SGST halves; an odd paisa goes to CGST, so
 * the halves always add up to the tax. Between states it is all IGST.
 *
 * Shipping and the COD fee are not separate supplies: they are part of a composite supply whose
 * principal supply is the goods (CGST Act s. 2(30) and s. 8(a)), so they are taxed at the rate of
 * the order's principal supply, taken as its highest-rated goods line (docs/GST.md).
 */
import type { Paise } from "../money";

export type SupplyType = "INTRA_STATE" | "INTER_STATE";

export interface TaxSplit {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** The tax inside an inclusive amount at `ratePercent`, split for the supply type. */
export function splitInclusive(total: Paise, ratePercent: number, supply: SupplyType): TaxSplit {
  if (!Number.isSafeInteger(total)) throw new RangeError(`Paise must be an integer: ${total}`);
  const divisor = 100 + ratePercent;
  // round(total × 100 / divisor), halves away from zero, in integers.
  const taxable = Math.sign(total) * Math.floor((Math.abs(total) * 200 + divisor) / (2 * divisor));
  const tax = total - taxable;
  if (supply === "INTER_STATE") return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.sign(tax) * Math.ceil(Math.abs(tax) / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}

export interface TaxTotals extends TaxSplit {
  tax: Paise;
  total: Paise;
}

export function addUp(lines: readonly (TaxSplit & { total: Paise })[]): TaxTotals {
  const sum = (pick: (line: TaxSplit & { total: Paise }) => number) => lines.reduce((acc, l) => acc + pick(l), 0);
  const [taxable, cgst, sgst, igst, total] = [
    sum((l) => l.taxable),
    sum((l) => l.cgst),
    sum((l) => l.sgst),
    sum((l) => l.igst),
    sum((l) => l.total),
  ];
  return { taxable, cgst, sgst, igst, tax: cgst + sgst + igst, total };
}

/** The rate of the composite supply's principal element: the highest rate among the goods. */
export function principalRate(goodsRates: readonly number[]): number {
  return Math.max(0, ...goodsRates);
}

/** Intra-state when the place of supply is the seller's own state (by GST state code). */
export function supplyTypeOf(sellerStateCode: string, placeOfSupplyCode: string | null): SupplyType {
  return placeOfSupplyCode === sellerStateCode ? "INTRA_STATE" : "INTER_STATE";
}
