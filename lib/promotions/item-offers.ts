/**
 * The discounts of item offers (buy X get Y, quantity tiers) on the lines no other item offer
 * took, per product. Bought and discounted units always share a GST rate: a free unit taxed at
 * another rate than the units that earned it has no settled treatment (docs/GST.md), so units of
 * other rates neither earn nor get one.
 */
import { percentOf, type Paise } from "../money";
import { isEligibleLine, type Offer, type OfferLine } from "./offers";

export interface ItemDiscount {
  /** productId → paise off that line. */
  discounts: Map<string, Paise>;
  /** The lines that earned or got the discount: no other item offer may use them. */
  usedLines: string[];
}

const NONE: ItemDiscount = { discounts: new Map(), usedLines: [] };

const unitsOf = (lines: readonly OfferLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** `units` of the cheapest lines first, each at `percent` off. */
function discountCheapest(lines: readonly OfferLine[], units: number, percent: number): Map<string, Paise> {
  const discounts = new Map<string, Paise>();
  let left = units;
  for (const line of [...lines].sort((a, b) => a.unitPrice - b.unitPrice)) {
    if (left === 0) break;
    const taken = Math.min(left, line.quantity);
    discounts.set(line.productId, percentOf(taken * line.unitPrice, percent));
    left -= taken;
  }
  return discounts;
}

function buyXGetSame(
  offer: Offer,
  lines: readonly OfferLine[],
  buy: number,
  get: number,
  percent: number,
): ItemDiscount {
  const eligible = lines.filter((line) => isEligibleLine(offer, line));
  const rates = [...new Set(eligible.map((line) => line.gstRate))];
  const result: ItemDiscount = { discounts: new Map(), usedLines: [] };
  for (const group of rates.map((rate) => eligible.filter((line) => line.gstRate === rate))) {
    const discounted = Math.floor(unitsOf(group) / (buy + get)) * get;
    if (discounted === 0) continue;
    for (const [productId, paise] of discountCheapest(group, discounted, percent))
      result.discounts.set(productId, paise);
    result.usedLines.push(...group.map((line) => line.productId));
  }
  return result;
}

function buyXGetProduct(offer: Offer, lines: readonly OfferLine[], getProductId: string): ItemDiscount {
  if (offer.benefit.kind !== "BUY_X_GET_Y") return NONE;
  const { buyQuantity, getQuantity, getPercentOff } = offer.benefit;
  const target = lines.find((line) => line.productId === getProductId);
  if (!target) return NONE;
  const bought = lines.filter(
    (line) => line.productId !== getProductId && line.gstRate === target.gstRate && isEligibleLine(offer, line),
  );
  const discounted = Math.min(target.quantity, Math.floor(unitsOf(bought) / buyQuantity) * getQuantity);
  if (discounted === 0) return NONE;
  return {
    discounts: new Map([[getProductId, percentOf(discounted * target.unitPrice, getPercentOff)]]),
    usedLines: [getProductId, ...bought.map((line) => line.productId)],
  };
}

function quantityTier(offer: Offer, lines: readonly OfferLine[], minQuantity: number, percent: number): ItemDiscount {
  const eligible = lines.filter((line) => isEligibleLine(offer, line));
  if (unitsOf(eligible) < minQuantity) return NONE;
  return {
    discounts: new Map(eligible.map((line) => [line.productId, percentOf(line.unitPrice * line.quantity, percent)])),
    usedLines: eligible.map((line) => line.productId),
  };
}

/** What an item offer takes off `lines` (those still free of other item offers). */
export function itemDiscount(offer: Offer, lines: readonly OfferLine[]): ItemDiscount {
  const { benefit } = offer;
  if (benefit.kind === "QUANTITY_TIER") return quantityTier(offer, lines, benefit.minQuantity, benefit.percent);
  if (benefit.kind !== "BUY_X_GET_Y") return NONE;
  if (benefit.getProductId !== null) return buyXGetProduct(offer, lines, benefit.getProductId);
  return buyXGetSame(offer, lines, benefit.buyQuantity, benefit.getQuantity, benefit.getPercentOff);
}

export const totalOf = (discounts: ReadonlyMap<string, Paise>): Paise =>
  [...discounts.values()].reduce((sum, paise) => sum + paise, 0);
