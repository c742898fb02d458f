/**
 * What a promotion gives and the cart it is computed on, as the pure engine sees them
 * (./apply-offers.ts). Whether a promotion may be used at all — its dates, pause, usage limits,
 * first order, the customers it is for — is decided before, from the database (./eligibility.ts).
 * Money in integer paise, percents whole.
 */
import type { Paise } from "../money";

export type Benefit =
  /** Percent off the eligible items, capped at `maxDiscount` when set. */
  | { kind: "PERCENT_OFF"; percent: number; maxDiscount: Paise | null }
  /** A flat amount off the eligible items (never more than they cost). */
  | { kind: "AMOUNT_OFF"; amount: Paise }
  /**
   * For every `buyQuantity` units bought, `getQuantity` units at `getPercentOff` % off (100: free):
   * of the eligible items themselves, the cheapest units, or of the product `getProductId`.
   */
  | {
      kind: "BUY_X_GET_Y";
      buyQuantity: number;
      getQuantity: number;
      getPercentOff: number;
      getProductId: string | null;
    }
  /** `percent` % off the eligible items once at least `minQuantity` of their units are in the cart. */
  | { kind: "QUANTITY_TIER"; minQuantity: number; percent: number }
  /** No shipping charge (the cash on delivery fee stays). */
  | { kind: "FREE_SHIPPING" };

export type BenefitKind = Benefit["kind"];

/** The stacking layer a benefit belongs to (./apply-offers.ts has the rules). */
export function layerOf(benefit: Benefit): "items" | "order" | "shipping" {
  if (benefit.kind === "BUY_X_GET_Y" || benefit.kind === "QUANTITY_TIER") return "items";
  return benefit.kind === "FREE_SHIPPING" ? "shipping" : "order";
}

export interface Offer {
  id: string;
  benefit: Benefit;
  /** What the eligible items must come to, after item offers; 0 for no minimum. */
  minOrderValue: Paise;
  /** Only when the order is paid online. */
  prepaidOnly: boolean;
  /** The products and categories it is limited to; both empty: every product. */
  productIds: readonly string[];
  categories: readonly string[];
}

/** A cart line as the server prices it. */
export interface OfferLine {
  productId: string;
  /** The English category (the catalogue's key). */
  category: string;
  unitPrice: Paise;
  quantity: number;
  /** GST rate in percent: free units share their rate with the bought ones (docs/GST.md). */
  gstRate: number;
}

/** null while the shopper has not chosen: prepaid-only offers then wait. */
export type OfferPaymentMethod = "COD" | "PHONEPE" | null;

export function isEligibleLine(offer: Offer, line: OfferLine): boolean {
  if (offer.productIds.length === 0 && offer.categories.length === 0) return true;
  return offer.productIds.includes(line.productId) || offer.categories.includes(line.category);
}
