"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { CodeField } from "@/components/forms/code-field";
import { Button } from "@/components/ui/button";
import { hiddenText } from "@/components/ui/hidden-text";
import type { CartTotals } from "@/lib/cart/cart-lines";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { applyCouponCode, removeCouponCode } from "@/lib/client/cart-api";
import { notify } from "@/lib/client/notify";
import { formatIndianDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { formatRupees } from "@/lib/money";
import type { Benefit } from "@/lib/promotions/offers";
import {
  COUPON_REFUSALS,
  type CartOffers,
  type CouponState,
  type PromotionView,
} from "@/lib/promotions/promotion-view";

type Translate = ReturnType<typeof useTranslations<"cart.offers">>;

/** "Buy 3, get 1 free", "10% off, up to ₹500.00": what a promotion gives, in the page's language. */
function benefitText(t: Translate, benefit: Benefit): string {
  switch (benefit.kind) {
    case "PERCENT_OFF":
      return benefit.maxDiscount === null
        ? t("benefit.percentOff", { percent: benefit.percent })
        : t("benefit.percentOffUpTo", { percent: benefit.percent, max: formatRupees(benefit.maxDiscount) });
    case "AMOUNT_OFF":
      return t("benefit.amountOff", { amount: formatRupees(benefit.amount) });
    case "BUY_X_GET_Y":
      return benefit.getPercentOff === 100
        ? t("benefit.buyGetFree", { buy: benefit.buyQuantity, get: benefit.getQuantity })
        : t("benefit.buyGetOff", {
            buy: benefit.buyQuantity,
            get: benefit.getQuantity,
            percent: benefit.getPercentOff,
          });
    case "QUANTITY_TIER":
      return t("benefit.quantityTier", { count: benefit.minQuantity, percent: benefit.percent });
    case "FREE_SHIPPING":
      return t("benefit.freeShipping");
  }
}

const nameOf = (promotion: PromotionView, locale: Locale) => (locale === "hi" ? promotion.nameHi : promotion.name);

/** The promotions that apply, each with what it saves, and the items' total after them. */
export function OfferLines({ offers, totals }: { offers: CartOffers; totals: CartTotals }) {
  const t = useTranslations("cart.offers");
  const locale = useLocale();
  if (offers.applied.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm" data-testid="cart-offers">
      {offers.applied.map((promotion) => (
        <div key={promotion.promotionId} className="contents">
          <dt className="text-emerald-800">
            <span className="font-semibold">{nameOf(promotion, locale)}</span>
            {promotion.code && ` (${promotion.code})`}: {benefitText(t, promotion.benefit)}
            {promotion.endsAt !== null && (
              <span className="block text-slate-600">
                {t("endsAt", { date: formatIndianDateTime(promotion.endsAt, locale) })}
              </span>
            )}
          </dt>
          <dd className="text-right font-semibold text-emerald-800">
            {promotion.benefit.kind === "FREE_SHIPPING" ? t("freeShipping") : `−${formatRupees(promotion.saving)}`}
          </dd>
        </div>
      ))}
      <dt className="font-semibold text-slate-900">{t("itemsTotal")}</dt>
      <dd className="text-right font-semibold text-slate-900" data-testid="cart-items-total">
        {formatRupees(totals.total)}
      </dd>
    </dl>
  );
}

/**
 * "Add ₹120.00 more for free shipping": only when adding that much really gets it; and what
 * paying online would save besides, when an offer is for paying online.
 */
export function OfferNudge({ nudge, online }: Pick<CartOffers, "nudge" | "online">) {
  const t = useTranslations("cart.offers");
  if (!nudge && online.extraSaving === 0) return null;
  return (
    <div
      className="mt-2 flex flex-col gap-1 rounded-lg bg-emerald-50 p-2 text-sm text-emerald-900"
      data-testid="cart-nudge"
    >
      {nudge && <p>{t("nudge", { amount: formatRupees(nudge.shortBy), benefit: benefitText(t, nudge.benefit) })}</p>}
      {online.extraSaving > 0 && <p>{t("onlineSaving", { amount: formatRupees(online.extraSaving) })}</p>}
    </div>
  );
}

/** Why the cart's code takes nothing off now, in the page's language; null while it applies. */
function useCouponNote(coupon: CouponState | null): string | null {
  const refusals = useTranslations("refusals");
  const offers = useTranslations("cart.offers");
  const locale = useLocale();
  if (!coupon || coupon.status === "applied") return null;
  if (coupon.status === "needsOnlinePayment") return offers("needsOnlinePayment");
  return refusals(COUPON_REFUSALS[coupon.status], {
    date: coupon.date === undefined ? "" : formatIndianDateTime(coupon.date, locale),
    amount: formatRupees(coupon.shortBy ?? 0),
  });
}

/** The code box: type a code and apply it, or see the cart's code and remove it. */
export function CouponBox({ coupon }: { coupon: CouponState | null }) {
  const t = useTranslations();
  const note = useCouponNote(coupon);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, done: string, failed: string) {
    setBusy(true);
    try {
      await action();
      notify.success(done);
      setCode("");
    } catch (error) {
      if (!isSessionRejection(error)) notify.error(messageOf(error, failed));
    } finally {
      setBusy(false);
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (typed)
      void run(
        () => applyCouponCode(typed),
        t("cart.offers.applied", { code: typed.toUpperCase() }),
        t("cart.offers.applyFailed"),
      );
  }

  if (coupon) {
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 text-sm">
        <p>
          <span className="font-semibold text-slate-900">{coupon.code}</span>
          {note && <span className="block text-amber-800">{note}</span>}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => void run(removeCouponCode, t("cart.offers.removed"), t("cart.offers.removeFailed"))}
        >
          {t.rich("cart.offers.remove", {
            code: coupon.code,
            hidden: hiddenText,
          })}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={apply} className="mt-4 border-t border-slate-200 pt-4" aria-label={t("cart.offers.form")}>
      <CodeField
        id="cart-coupon"
        label={t("cart.offers.codeLabel")}
        value={code}
        onChange={setCode}
        busy={busy}
        submitLabel={busy ? t("cart.offers.applying") : t("cart.offers.apply")}
      />
    </form>
  );
}
