import { requireUser } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { applyCoupon, removeCoupon } from "@/lib/promotions/coupons";
import { couponSchema } from "@/lib/validation/cart";
import { toCartJson } from "@/lib/wire/cart";

// POST /api/cart/coupon – put a promotion code in the caller's cart, or say why it does not apply
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  await limitByAddress(request, "couponTry");
  const { code } = await readJson(request, couponSchema);
  return ok({ message: "Code applied", ...toCartJson(await applyCoupon(caller.id, code, pageLocaleOf(request))) });
});

// DELETE /api/cart/coupon – take the code out of the caller's cart
export const DELETE = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok({ message: "Code removed", ...toCartJson(await removeCoupon(caller.id, pageLocaleOf(request))) });
});
