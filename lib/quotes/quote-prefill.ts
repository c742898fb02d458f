/**
 * What an operator's pricing form starts from (/admin/quotes/[id]): each line at the unit price the
 * shop's automatic quantity tiers give its quantity (lib/promotions/quantity-tiers.ts, the product
 * page's bulk price table), else the shop's price; shipping as the shop would charge the parcel to
 * the quote's pincode. A quote priced before starts from its own prices instead.
 */
import "server-only";
import { DAY_MS, indianIsoDay } from "../dates";
import { loadRules, quoteDelivery } from "../delivery/delivery";
import { parcelWeight } from "../delivery/rules";
import { db } from "../db";
import { DomainError } from "../http/errors";
import type { Paise } from "../money";
import { readShownOffers } from "../promotions/quantity-tier-reads";
import { bulkPriceTable } from "../promotions/quantity-tiers";
import type { Quote, QuoteLine } from "./quote";

export interface LinePrefill {
  lineId: string;
  /** The quoted unit price the form starts from. */
  unitPrice: Paise;
  /** The percent off of the automatic tier it was taken from; 0: none. */
  tierPercent: number;
}

export interface PricingPrefill {
  lines: LinePrefill[];
  shipping: Paise;
  /** Why shipping starts at ₹0 when the shop could not price it; null otherwise. */
  shippingNote: string | null;
  /** The last day it may be accepted: its own, else two weeks from today in India. */
  validUntil: string;
}

/** How long a new quote's prices are held unless the operator says otherwise. */
const DEFAULT_VALID_DAYS = 14;

type ProductFacts = { id: string; category: string; weight: number | null; dimensions: string | null };

/** The unit price the automatic tier for this quantity gives, as the cart would charge this product alone. */
async function tierPrice(line: QuoteLine, product: ProductFacts | undefined): Promise<LinePrefill> {
  const shop = { lineId: line.id, unitPrice: line.unitPrice, tierPercent: 0 };
  if (!product) return shop;
  const offers = await readShownOffers(product.id, product.category, "en");
  const table = bulkPriceTable({ ...product, unitPrice: line.unitPrice, gstRate: line.gstRate }, offers);
  // Rows run upwards by their first quantity: the last one begun at this quantity is its price.
  const row = table.findLast((candidate) => candidate.from <= line.quantity);
  // Bank transfers are not the online payments a prepaid-only tier asks for: the plain price.
  if (!row || row.price.percent === 0) return shop;
  return { lineId: line.id, unitPrice: row.price.unitPrice, tierPercent: row.price.percent };
}

/** The shop's charge for the parcel, the same weights and rate card an order of these lines has. */
async function shopShipping(quote: Quote, products: Map<string, ProductFacts>, goods: Paise) {
  const rules = await loadRules();
  const weightGrams = parcelWeight(quote.lines, products, rules.settings.volumetricDivisor);
  try {
    const charge = await quoteDelivery(
      { pincode: quote.address.pincode, weightGrams, paymentMethod: "BANK_TRANSFER", orderValue: goods },
      rules,
    );
    return { shipping: charge.total, shippingNote: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      shipping: 0,
      shippingNote: `The shop could not price shipping to ${quote.address.pincode}: ${error.message}`,
    };
  }
}

export async function pricingPrefill(quote: Quote, now = new Date()): Promise<PricingPrefill> {
  const validUntil = quote.validUntil ?? indianIsoDay(now.getTime() + DEFAULT_VALID_DAYS * DAY_MS);
  if (quote.totals) {
    return {
      // priceQuote keeps each line's discount as (shop price − quoted price) × quantity.
      lines: quote.lines.map((line) => ({
        lineId: line.id,
        unitPrice: line.unitPrice - Math.round(line.discount / line.quantity),
        tierPercent: 0,
      })),
      shipping: quote.totals.shipping,
      shippingNote: null,
      validUntil,
    };
  }
  const ids = quote.lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const rows = await db().product.findMany({
    where: { id: { in: ids } },
    select: { id: true, category: true, weight: true, dimensions: true },
  });
  const products = new Map(rows.map((row) => [row.id, row]));
  const lines = await Promise.all(
    quote.lines.map((line) => tierPrice(line, line.productId ? products.get(line.productId) : undefined)),
  );
  const goods = quote.lines.reduce((sum, line, index) => sum + lines[index]!.unitPrice * line.quantity, 0);
  return { lines, validUntil, ...(await shopShipping(quote, products, goods)) };
}
