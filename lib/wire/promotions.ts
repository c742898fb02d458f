/**
 * Promotions on the wire, in the cart's answer: what applies, the code's state and the nudge,
 * rupees as numbers and times as ISO strings, read back into paise and epoch milliseconds.
 */
import { z } from "zod";
import { rupeesToPaise, toRupeeNumber } from "../money";
import type { Benefit } from "../promotions/offers";
import type { CartOffers, PromotionView } from "../promotions/promotion-view";

const benefitJson = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("PERCENT_OFF"), percent: z.number(), maxDiscount: z.number().nullable() }),
  z.object({ kind: z.literal("AMOUNT_OFF"), amount: z.number() }),
  z.object({
    kind: z.literal("BUY_X_GET_Y"),
    buyQuantity: z.number(),
    getQuantity: z.number(),
    getPercentOff: z.number(),
    getProductId: z.string().nullable(),
  }),
  z.object({ kind: z.literal("QUANTITY_TIER"), minQuantity: z.number(), percent: z.number() }),
  z.object({ kind: z.literal("FREE_SHIPPING") }),
]);
type BenefitJson = z.infer<typeof benefitJson>;

const promotionJson = z.object({
  promotionId: z.string(),
  name: z.string(),
  nameHi: z.string(),
  benefit: benefitJson,
  /** ISO time it ends, or null. */
  endsAt: z.string().nullable(),
});

export const cartOffersJson = z.object({
  applied: z.array(promotionJson.extend({ saving: z.number(), code: z.string().nullable() })),
  freeShipping: z.boolean(),
  coupon: z
    .object({
      code: z.string(),
      status: z.enum([
        "applied",
        "notForTheseItems",
        "needsOnlinePayment",
        "minimumNotMet",
        "notEnoughItems",
        "outdone",
        "unknown",
        "notStarted",
        "expired",
        "usedUp",
        "alreadyUsed",
        "firstOrderOnly",
      ]),
      shortBy: z.number().optional(),
      date: z.string().optional(),
    })
    .nullable(),
  nudge: promotionJson.extend({ shortBy: z.number() }).nullable(),
  /** Paying online: what it would take off besides (rupees), and whether shipping would be free. */
  online: z.object({ extraSaving: z.number(), freeShipping: z.boolean() }),
});
export type CartOffersJson = z.infer<typeof cartOffersJson>;

function toBenefitJson(benefit: Benefit): BenefitJson {
  if (benefit.kind === "PERCENT_OFF") {
    return { ...benefit, maxDiscount: benefit.maxDiscount === null ? null : toRupeeNumber(benefit.maxDiscount) };
  }
  return benefit.kind === "AMOUNT_OFF" ? { ...benefit, amount: toRupeeNumber(benefit.amount) } : benefit;
}

function fromBenefitJson(benefit: BenefitJson): Benefit {
  if (benefit.kind === "PERCENT_OFF") {
    return { ...benefit, maxDiscount: benefit.maxDiscount === null ? null : rupeesToPaise(benefit.maxDiscount) };
  }
  return benefit.kind === "AMOUNT_OFF" ? { ...benefit, amount: rupeesToPaise(benefit.amount) } : benefit;
}

const isoOf = (time: number | null) => (time === null ? null : new Date(time).toISOString());
const timeOf = (iso: string | null) => (iso === null ? null : Date.parse(iso));

const toPromotionJson = (view: PromotionView): z.infer<typeof promotionJson> => ({
  promotionId: view.promotionId,
  name: view.name,
  nameHi: view.nameHi,
  benefit: toBenefitJson(view.benefit),
  endsAt: isoOf(view.endsAt),
});
const fromPromotionJson = (json: z.infer<typeof promotionJson>): PromotionView => ({
  promotionId: json.promotionId,
  name: json.name,
  nameHi: json.nameHi,
  benefit: fromBenefitJson(json.benefit),
  endsAt: timeOf(json.endsAt),
});

export function toCartOffersJson({ applied, freeShipping, coupon, nudge, online }: CartOffers): CartOffersJson {
  return {
    applied: applied.map((promotion) => ({
      ...toPromotionJson(promotion),
      saving: toRupeeNumber(promotion.saving),
      code: promotion.code,
    })),
    freeShipping,
    coupon: coupon && {
      code: coupon.code,
      status: coupon.status,
      ...(coupon.shortBy === undefined ? {} : { shortBy: toRupeeNumber(coupon.shortBy) }),
      ...(coupon.date === undefined ? {} : { date: isoOf(coupon.date)! }),
    },
    nudge: nudge && { ...toPromotionJson(nudge), shortBy: toRupeeNumber(nudge.shortBy) },
    online: { extraSaving: toRupeeNumber(online.extraSaving), freeShipping: online.freeShipping },
  };
}

export function fromCartOffersJson({ applied, freeShipping, coupon, nudge, online }: CartOffersJson): CartOffers {
  return {
    applied: applied.map((promotion) => ({
      ...fromPromotionJson(promotion),
      saving: rupeesToPaise(promotion.saving),
      code: promotion.code,
    })),
    freeShipping,
    coupon: coupon && {
      code: coupon.code,
      status: coupon.status,
      ...(coupon.shortBy === undefined ? {} : { shortBy: rupeesToPaise(coupon.shortBy) }),
      ...(coupon.date === undefined ? {} : { date: Date.parse(coupon.date) }),
    },
    nudge: nudge && { ...fromPromotionJson(nudge), shortBy: rupeesToPaise(nudge.shortBy) },
    online: { extraSaving: rupeesToPaise(online.extraSaving), freeShipping: online.freeShipping },
  };
}
