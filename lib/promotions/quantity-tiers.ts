/**
 * A product's bulk prices (#35): what one unit costs by how many are bought, from the automatic
 * quantity tiers every shopper gets, as the cart charges them when it holds this product alone.
 * Pure. The engine (./apply-offers.ts) is asked at each quantity where the answer can change, so
 * the table follows the cart's own rules instead of restating them: a line takes one item offer,
 * the one saving most (earliest on a tie), so tiers never stack; a prepaid-only tier counts only
 * when paid online; a minimum order value is reached by what the eligible units cost.
 */
import { percentOf, type Paise } from "../money";
import { MAX_LINE_QUANTITY } from "../validation/cart";
import { applyOffers } from "./apply-offers";
import type { Offer, OfferLine, OfferPaymentMethod } from "./offers";

/** An automatic item offer meant for every shopper that may apply to the product (./quantity-tier-reads.ts). */
export interface ShownOffer {
  offer: Offer;
  /** Its window, epoch milliseconds: each render applies it to its own clock. */
  startsAt: number;
  endsAt: number | null;
  /** Its categories as the page's language names them. */
  categoryNames: string[];
}

/**
 * A tier that counts the units of other products too, and what it asks of the whole cart. `scope`:
 * the categories it names, other products it names, both, or every product of the store.
 */
export interface SharedTier {
  minQuantity: number;
  scope: "categories" | "products" | "mixed" | "store";
  categories: string[];
  /** 0: none. */
  minOrderValue: Paise;
}

export interface BulkPrice {
  /** The tier the cart applies; null: none. */
  promotionId: string | null;
  unitPrice: Paise;
  percent: number;
  shared: SharedTier | null;
}

export interface BulkRow {
  /** Units of this product, from `from` to `to` (null: and more, up to what one line may hold). */
  from: number;
  to: number | null;
  price: BulkPrice;
  /** Paid online, when a prepaid-only tier makes it lower; null: the same price. */
  online: BulkPrice | null;
}

export interface BulkProduct {
  id: string;
  /** The English category (the catalogue's key). */
  category: string;
  /** The selling price of one unit. */
  unitPrice: Paise;
  gstRate: number;
}

const isRunning = ({ startsAt, endsAt }: ShownOffer, now: number) =>
  startsAt <= now && (endsAt === null || now < endsAt);

const tierOf = (offer: Offer) => (offer.benefit.kind === "QUANTITY_TIER" ? offer.benefit : null);

function sharedTier({ offer, categoryNames }: ShownOffer, productId: string): SharedTier | null {
  const others = offer.productIds.some((id) => id !== productId);
  const categories = offer.categories.length > 0;
  if (!others && !categories && offer.productIds.length > 0) return null;
  return {
    minQuantity: tierOf(offer)?.minQuantity ?? 0,
    scope: categories ? (others ? "mixed" : "categories") : others ? "products" : "store",
    categories: categoryNames,
    minOrderValue: offer.minOrderValue,
  };
}

/**
 * The quantities of this product alone where the tiers that qualify can change: each tier's units,
 * and the units its minimum value takes; none past what one cart line may hold.
 */
function thresholds(tiers: readonly Offer[], unitPrice: Paise): number[] {
  const starts = tiers.flatMap((offer) => [
    tierOf(offer)?.minQuantity ?? 1,
    Math.ceil(offer.minOrderValue / unitPrice),
  ]);
  return [...new Set([1, ...starts])].filter((units) => units >= 1 && units <= MAX_LINE_QUANTITY).sort((a, b) => a - b);
}

const samePrice = (a: BulkPrice, b: BulkPrice) => a.promotionId === b.promotionId;

/**
 * The rows of the product's bulk price table at `now` (epoch ms: the render's clock), or none when
 * no tier lowers its price. Each unit price takes `percentOf` one unit, as the cart takes it of the
 * whole line: for a price whose percent is whole paise (every price in whole rupees) the line is
 * exactly the units times it; otherwise the cart's one rounding per line moves it by under half a
 * paisa a unit.
 */
export function bulkPriceTable(product: BulkProduct, offers: readonly ShownOffer[], now = Date.now()): BulkRow[] {
  const running = offers.filter((shown) => isRunning(shown, now));
  // "Buy 2, get 1" makes each quantity's price its own: no per-unit table says that truly.
  if (product.unitPrice <= 0 || running.some((shown) => tierOf(shown.offer) === null)) return [];
  const tiers = running.map((shown) => shown.offer);
  const priceAt = (quantity: number, paymentMethod: OfferPaymentMethod): BulkPrice => {
    const { id: productId, category, unitPrice, gstRate } = product;
    const line: OfferLine = { productId, category, unitPrice, gstRate, quantity };
    const { applied } = applyOffers({ lines: [line], automatic: tiers, code: null, paymentMethod });
    const shown = running.find((candidate) => applied.some((offer) => offer.offerId === candidate.offer.id));
    const percent = shown ? (tierOf(shown.offer)?.percent ?? 0) : 0;
    return {
      promotionId: shown?.offer.id ?? null,
      unitPrice: product.unitPrice - percentOf(product.unitPrice, percent),
      percent,
      shared: shown ? sharedTier(shown, product.id) : null,
    };
  };
  const rows: BulkRow[] = [];
  for (const from of thresholds(tiers, product.unitPrice)) {
    const price = priceAt(from, null);
    const online = priceAt(from, "PHONEPE");
    const row: BulkRow = { from, to: null, price, online: samePrice(online, price) ? null : online };
    const last = rows.at(-1);
    if (last && samePrice(last.price, row.price) && samePrice(last.online ?? last.price, online)) continue;
    if (last) last.to = from - 1;
    rows.push(row);
  }
  return rows.some((row) => row.price.percent > 0 || row.online !== null) ? rows : [];
}
