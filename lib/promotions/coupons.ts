/**
 * The cart's code box (POST and DELETE /api/cart/coupon): a code is kept in the cart only when it
 * takes something off now or will once the shopper pays online; otherwise the answer says why, in
 * the words the shopper reads (each refusal a 422, nothing kept). Every try counts against the
 * account's budget (and the route's against the network's), so codes cannot be found by guessing.
 */
import "server-only";
import { readCart } from "../cart/cart";
import type { Cart } from "../cart/cart-lines";
import { formatIndianDateTime } from "../dates";
import { db } from "../db";
import { conflict, unprocessable } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { spendCouponTryBudget } from "../limits/rate-limits";
import { formatRupees } from "../money";
import { validationMessage } from "../validation/error-messages";
import { normalizeCode } from "./eligibility";
import { COUPON_REFUSALS, type CouponState } from "./promotion-view";

/** Why the code takes nothing off, in the API's English, or null when it applies (or will, paid online). */
export function couponRefusal(coupon: CouponState): string | null {
  if (coupon.status === "applied" || coupon.status === "needsOnlinePayment") return null;
  return validationMessage(COUPON_REFUSALS[coupon.status], {
    date: coupon.date === undefined ? "" : formatIndianDateTime(coupon.date),
    amount: formatRupees(coupon.shortBy ?? 0),
  });
}

/** Puts the code in the customer's cart, or refuses with the reason; answers the cart. */
export async function applyCoupon(userId: string, typed: string, locale?: Locale): Promise<Cart> {
  await spendCouponTryBudget(userId);
  const cart = await readCart(userId, { code: typed, locale });
  if (cart.lines.length === 0) throw conflict(validationMessage("cartEmpty"));
  const refusal = couponRefusal(cart.offers.coupon!);
  if (refusal) throw unprocessable(refusal);
  const code = await db().promotionCode.findUniqueOrThrow({
    where: { code: normalizeCode(typed) },
    select: { id: true },
  });
  await db().cartCoupon.upsert({
    where: { userId },
    create: { userId, codeId: code.id },
    update: { codeId: code.id, createdAt: new Date() },
  });
  return cart;
}

/** Takes the code out of the customer's cart (none there: nothing to do); answers the cart. */
export async function removeCoupon(userId: string, locale?: Locale): Promise<Cart> {
  await db().cartCoupon.deleteMany({ where: { userId } });
  return readCart(userId, { locale });
}
