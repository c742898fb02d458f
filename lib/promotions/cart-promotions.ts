/**
 * The promotions of a priced cart: the automatic offers the customer may use now and the code
 * their cart holds, computed by the engine (./apply-offers.ts) into what each line saves and
 * what the shopper is told. The cart screen and the order placement read the same answer.
 */
import "server-only";
import { db, type Database } from "../db";
import type { Paise } from "../money";
import { applyOffers, type CodeOutcome } from "./apply-offers";
import { totalOf } from "./item-offers";
import { automaticOffers, offerOfCode, type PromotionOffer, type PromotionReader } from "./eligibility";
import type { OfferLine, OfferPaymentMethod } from "./offers";
import { NO_OFFERS, type CartOffers, type CouponState, type PromotionView } from "./promotion-view";

/** The cart's offers, with what the order placement needs besides. */
export interface CartPromotions extends CartOffers {
  /** productId → paise off the line, every promotion together. */
  lineDiscounts: Map<string, Paise>;
  /** Σ of lineDiscounts. */
  discount: Paise;
  /** The offers applied, for the order placement to record (./redemptions.ts). */
  offers: PromotionOffer[];
}

export const NO_PROMOTIONS: CartPromotions = { ...NO_OFFERS, lineDiscounts: new Map(), discount: 0, offers: [] };

const viewOf = (offer: PromotionOffer): PromotionView => ({
  promotionId: offer.id,
  name: offer.name,
  nameHi: offer.nameHi,
  benefit: offer.benefit,
  endsAt: offer.endsAt?.getTime() ?? null,
});

export interface PromotionQuestion {
  userId: string;
  lines: readonly OfferLine[];
  /** The code to try: the cart's, or one being applied; null for none. */
  code: string | null;
  paymentMethod: OfferPaymentMethod;
  now?: Date;
}

/** What the promotions take off these lines for this customer now. */
export async function computePromotions(
  question: PromotionQuestion,
  reader: PromotionReader = db(),
): Promise<CartPromotions> {
  const { userId, lines, code, paymentMethod, now = new Date() } = question;
  if (lines.length === 0) return NO_PROMOTIONS;
  const [automatic, lookup] = await Promise.all([
    automaticOffers(reader, userId, now),
    code === null ? Promise.resolve(null) : offerOfCode(reader, userId, code, now),
  ]);
  const codeOffer = lookup && "offer" in lookup ? lookup.offer : null;
  const outcome = applyOffers({ lines, automatic, code: codeOffer, paymentMethod });
  const discount = totalOf(outcome.lineDiscounts);
  // The same offers for paying online, so the cart and checkout can say what it saves before it is chosen.
  const online =
    paymentMethod === "PHONEPE"
      ? outcome
      : applyOffers({ lines, automatic, code: codeOffer, paymentMethod: "PHONEPE" });
  const offers = [...(codeOffer ? [codeOffer] : []), ...automatic];
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const nudged = outcome.nudge && byId.get(outcome.nudge.offerId);
  return {
    applied: outcome.applied.map(({ offerId, saving }) => {
      const offer = byId.get(offerId)!;
      return { ...viewOf(offer), saving, code: offer.code?.code ?? null };
    }),
    lineDiscounts: outcome.lineDiscounts,
    discount,
    freeShipping: outcome.freeShipping !== null,
    online: {
      extraSaving: totalOf(online.lineDiscounts) - discount,
      freeShipping: online.freeShipping !== null,
    },
    coupon: couponState(code, lookup, outcome.code),
    nudge: nudged ? { ...viewOf(nudged), shortBy: outcome.nudge!.shortBy } : null,
    offers: offers.filter((offer) => outcome.applied.some((applied) => applied.offerId === offer.id)),
  };
}

function couponState(
  code: string | null,
  lookup: Awaited<ReturnType<typeof offerOfCode>> | null,
  outcome: CodeOutcome | null,
): CouponState | null {
  if (code === null || lookup === null) return null;
  if ("refusal" in lookup)
    return { code, status: lookup.refusal, ...(lookup.date ? { date: lookup.date.getTime() } : {}) };
  const shown = lookup.offer.code!.code;
  if (!outcome) return { code: shown, status: "applied" };
  return { code: shown, status: outcome.status, ...("shortBy" in outcome ? { shortBy: outcome.shortBy } : {}) };
}

/** The code a customer's cart holds, or null. */
export async function cartCode(userId: string, reader: Pick<Database, "cartCoupon"> = db()) {
  const coupon = await reader.cartCoupon.findUnique({
    where: { userId },
    select: { code: { select: { code: true } } },
  });
  return coupon?.code.code ?? null;
}
