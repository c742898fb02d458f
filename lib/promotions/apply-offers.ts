/**
 * Which offers a cart gets and what each takes off which line: pure, so the cart, the order
 * placement and the tests compute it alike. The stacking rules:
 *
 * 1. Item offers (buy X get Y, quantity tiers): a line takes part in at most one. The offer saving
 *    most goes first; each next one is computed on the lines no earlier one used.
 * 2. Order offers (percent or amount off): at most one that any payment gets, computed on the
 *    items as priced after item offers; then at most one for paying online, on what is left.
 *    Each is spread over its eligible lines in proportion to their value (lib/money.ts, apportion).
 * 3. Free shipping: one, besides everything else.
 * 4. One code per cart. Its offer competes within its layer like an automatic one and wins a tie;
 *    if another saves more, the code is kept but said to be outdone.
 *
 * Minimums are reached by what the eligible items cost after item offers.
 */
import { apportion, percentOf, type Paise } from "../money";
import { itemDiscount, totalOf } from "./item-offers";
import { isEligibleLine, layerOf, type Offer, type OfferLine, type OfferPaymentMethod } from "./offers";

export interface OfferInput {
  lines: readonly OfferLine[];
  /** The automatic offers this shopper may use now (./eligibility.ts checked them). */
  automatic: readonly Offer[];
  /** The offer of the code in the cart, when it may be used now. */
  code: Offer | null;
  paymentMethod: OfferPaymentMethod;
}

export type CodeOutcome =
  | { status: "applied" }
  | { status: "notForTheseItems" }
  | { status: "needsOnlinePayment" }
  | { status: "minimumNotMet"; shortBy: Paise }
  | { status: "notEnoughItems" }
  | { status: "outdone" };

export interface AppliedOffer {
  offerId: string;
  layer: "items" | "order" | "shipping";
  /** Paise off the items; 0 for free shipping, whose saving is the charge it waives. */
  saving: Paise;
}

export interface OffersOutcome {
  /** productId → paise off its line, every offer together. */
  lineDiscounts: Map<string, Paise>;
  applied: AppliedOffer[];
  /** The free-shipping offer that applies, or null. */
  freeShipping: string | null;
  code: CodeOutcome | null;
  /** The nearest offer the cart misses only by value: "add ₹120 more for free shipping". */
  nudge: { offerId: string; shortBy: Paise } | null;
}

const lineTotal = (line: OfferLine): Paise => line.unitPrice * line.quantity;

/** The code first, so it wins a tie. */
function candidates(input: OfferInput): Offer[] {
  const usable = (offer: Offer) => !offer.prepaidOnly || input.paymentMethod === "PHONEPE";
  return [...(input.code ? [input.code] : []), ...input.automatic].filter(usable);
}

function applyItemOffers(offers: readonly Offer[], lines: readonly OfferLine[], applied: AppliedOffer[]) {
  const discounts = new Map<string, Paise>();
  let free = [...lines];
  let waiting = offers.filter((offer) => layerOf(offer.benefit) === "items");
  for (;;) {
    const options = waiting
      .filter((offer) => eligibleValue(offer, free, new Map()) >= offer.minOrderValue)
      .map((offer) => ({ offer, result: itemDiscount(offer, free) }));
    const best = options.reduce<(typeof options)[number] | null>(
      (top, option) => (totalOf(option.result.discounts) > (top ? totalOf(top.result.discounts) : 0) ? option : top),
      null,
    );
    if (!best) return discounts;
    for (const [productId, paise] of best.result.discounts) discounts.set(productId, paise);
    applied.push({ offerId: best.offer.id, layer: "items", saving: totalOf(best.result.discounts) });
    free = free.filter((line) => !best.result.usedLines.includes(line.productId));
    waiting = waiting.filter((offer) => offer !== best.offer);
  }
}

/** What the offer's eligible lines cost, less the discounts so far. */
function eligibleValue(offer: Offer, lines: readonly OfferLine[], discounts: ReadonlyMap<string, Paise>): Paise {
  return lines
    .filter((line) => isEligibleLine(offer, line))
    .reduce((sum, line) => sum + lineTotal(line) - (discounts.get(line.productId) ?? 0), 0);
}

function orderSaving(offer: Offer, base: Paise): Paise {
  const { benefit } = offer;
  if (benefit.kind === "PERCENT_OFF") {
    const saving = percentOf(base, benefit.percent);
    return benefit.maxDiscount === null ? saving : Math.min(saving, benefit.maxDiscount);
  }
  return benefit.kind === "AMOUNT_OFF" ? Math.min(benefit.amount, base) : 0;
}

/** The best of `offers` on the lines as discounted so far, spread over its lines into `discounts`. */
function applyBestOrderOffer(
  offers: readonly Offer[],
  lines: readonly OfferLine[],
  afterItems: ReadonlyMap<string, Paise>,
  discounts: Map<string, Paise>,
  applied: AppliedOffer[],
) {
  const options = offers
    .filter((offer) => eligibleValue(offer, lines, afterItems) >= offer.minOrderValue)
    .map((offer) => ({ offer, saving: orderSaving(offer, eligibleValue(offer, lines, discounts)) }));
  const best = options.reduce<(typeof options)[number] | null>(
    (top, option) => (option.saving > (top?.saving ?? 0) ? option : top),
    null,
  );
  if (!best) return;
  const eligible = lines.filter((line) => isEligibleLine(best.offer, line));
  const net = (line: OfferLine) => lineTotal(line) - (discounts.get(line.productId) ?? 0);
  const shares = apportion(best.saving, eligible.map(net));
  eligible.forEach((line, index) => discounts.set(line.productId, lineTotal(line) - net(line) + shares[index]!));
  applied.push({ offerId: best.offer.id, layer: "order", saving: best.saving });
}

function codeOutcome(input: OfferInput, applied: readonly AppliedOffer[], afterItems: ReadonlyMap<string, Paise>) {
  const code = input.code!;
  if (applied.some((offer) => offer.offerId === code.id)) return { status: "applied" } as const;
  if (!input.lines.some((line) => isEligibleLine(code, line))) return { status: "notForTheseItems" } as const;
  if (code.prepaidOnly && input.paymentMethod !== "PHONEPE") return { status: "needsOnlinePayment" } as const;
  const shortBy = code.minOrderValue - eligibleValue(code, input.lines, afterItems);
  if (shortBy > 0) return { status: "minimumNotMet", shortBy } as const;
  const earns = layerOf(code.benefit) !== "items" || totalOf(itemDiscount(code, input.lines).discounts) > 0;
  return { status: earns ? "outdone" : "notEnoughItems" } as const;
}

/** The offer missed only by value whose minimum is nearest, in a layer nothing applies in yet. */
function nearestMiss(
  offers: readonly Offer[],
  input: OfferInput,
  afterItems: ReadonlyMap<string, Paise>,
  applied: readonly AppliedOffer[],
) {
  const misses = offers
    .filter((offer) => layerOf(offer.benefit) !== "items" && !applied.some((a) => a.layer === layerOf(offer.benefit)))
    .filter((offer) => input.lines.some((line) => isEligibleLine(offer, line)))
    .map((offer) => ({
      offerId: offer.id,
      shortBy: offer.minOrderValue - eligibleValue(offer, input.lines, afterItems),
    }))
    .filter((miss) => miss.shortBy > 0);
  return misses.reduce<(typeof misses)[number] | null>(
    (top, miss) => (!top || miss.shortBy < top.shortBy ? miss : top),
    null,
  );
}

export function applyOffers(input: OfferInput): OffersOutcome {
  const offers = candidates(input);
  const applied: AppliedOffer[] = [];
  const afterItems = applyItemOffers(offers, input.lines, applied);
  const discounts = new Map(afterItems);
  const orderOffers = offers.filter((offer) => layerOf(offer.benefit) === "order");
  applyBestOrderOffer(
    orderOffers.filter((offer) => !offer.prepaidOnly),
    input.lines,
    afterItems,
    discounts,
    applied,
  );
  applyBestOrderOffer(
    orderOffers.filter((offer) => offer.prepaidOnly),
    input.lines,
    afterItems,
    discounts,
    applied,
  );
  const shipping = offers.find(
    (offer) =>
      layerOf(offer.benefit) === "shipping" &&
      input.lines.some((line) => isEligibleLine(offer, line)) &&
      eligibleValue(offer, input.lines, afterItems) >= offer.minOrderValue,
  );
  if (shipping) applied.push({ offerId: shipping.id, layer: "shipping", saving: 0 });
  return {
    lineDiscounts: discounts,
    applied,
    freeShipping: shipping?.id ?? null,
    code: input.code ? codeOutcome(input, applied, afterItems) : null,
    nudge: nearestMiss(offers, input, afterItems, applied),
  };
}
