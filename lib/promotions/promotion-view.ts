/**
 * Promotions as the shopper reads them in the cart and at checkout: pure types, shared by the
 * server's answer and the screens. Times in epoch milliseconds (the answer travels as JSON).
 */
import type { Paise } from "../money";
import type { CodeOutcome } from "./apply-offers";
import type { RefusalKey } from "../validation/refusal-texts";
import type { Benefit } from "./offers";

/** Why a code cannot be used by this customer now (./eligibility.ts). */
export type CodeRefusal = "unknown" | "notStarted" | "expired" | "usedUp" | "alreadyUsed" | "firstOrderOnly";

export interface PromotionView {
  promotionId: string;
  name: string;
  nameHi: string;
  benefit: Benefit;
  /** When it ends, if it does: shown as it is, never an invented countdown. */
  endsAt: number | null;
}

export interface AppliedPromotion extends PromotionView {
  /** Paise off the items; free shipping's saving is the shipping charge it waives (0 here). */
  saving: Paise;
  /** The code that brought it, or null for an automatic offer. */
  code: string | null;
}

/** The code in the cart and what came of it. */
export interface CouponState {
  code: string;
  status: CodeOutcome["status"] | CodeRefusal;
  /** minimumNotMet: how much more the eligible items must come to. */
  shortBy?: Paise;
  /** notStarted, expired: when it starts or ended. */
  date?: number;
}

export interface CartOffers {
  applied: AppliedPromotion[];
  freeShipping: boolean;
  coupon: CouponState | null;
  /** An offer the cart misses only by value, and by how much. */
  nudge: (PromotionView & { shortBy: Paise }) | null;
  /**
   * Paying online, before the shopper has chosen: what the offers for paying online would take off
   * besides (0 once online payment is the one asked about), and whether shipping would then be free.
   */
  online: { extraSaving: Paise; freeShipping: boolean };
}

/** The message of each reason a code takes nothing off (messages' `refusals`, {date} and {amount} filled in). */
export const COUPON_REFUSALS = {
  unknown: "couponUnknown",
  notStarted: "couponNotStarted",
  expired: "couponExpired",
  usedUp: "couponUsedUp",
  alreadyUsed: "couponAlreadyUsed",
  firstOrderOnly: "couponFirstOrderOnly",
  notForTheseItems: "couponNotForTheseItems",
  minimumNotMet: "couponMinimumNotMet",
  notEnoughItems: "couponNotEnoughItems",
  outdone: "couponOutdone",
} as const satisfies Record<Exclude<CouponState["status"], "applied" | "needsOnlinePayment">, RefusalKey>;

export const NO_OFFERS: CartOffers = {
  applied: [],
  freeShipping: false,
  coupon: null,
  nudge: null,
  online: { extraSaving: 0, freeShipping: false },
};
