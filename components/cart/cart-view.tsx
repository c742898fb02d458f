"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect } from "react";
import { Spinner } from "@/components/session/loading-screen";
import { Button, ButtonLink } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { checkoutBlocker } from "@/lib/cart/cart-lines";
import { cartStore } from "@/lib/client/cart";
import { loadCart } from "@/lib/client/cart-api";
import { notify } from "@/lib/client/notify";
import { useStore } from "@/lib/client/store";
import { formatRupees } from "@/lib/money";
import { CartDelivery } from "./cart-delivery";
import { CouponBox, OfferLines, OfferNudge } from "./cart-offers";
import { CartLineRow } from "./cart-line-row";
import { useFocusAfterRemoval } from "./use-focus-after-removal";

/** The 'Shopping Cart' screen (SPEC §2): loading, empty or the lines with the order's subtotal. */
export function CartView() {
  const cart = useStore(cartStore);
  const t = useTranslations("cart");
  const router = useRouter();
  const { lines, totals } = cart;
  const loading = (cart.status === "idle" || cart.status === "loading") && lines.length === 0;
  const { listRef, emptyRef } = useFocusAfterRemoval(lines, cart.busy);

  // The lines' prices and stock as they are now; the session gate reports a failed load.
  useEffect(() => {
    loadCart().catch(() => undefined);
  }, []);

  if (loading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status">
        <Spinner label={t("loading")} />
      </div>
    );
  }

  // A failed load is no empty cart (SPEC §8): say so and offer to load it again.
  if (cart.status === "error" && lines.length === 0) {
    return <LoadFailed message={t("loadFailed")} onRetry={loadCart} />;
  }
  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <p ref={emptyRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t("empty")}
        </p>
        <p className="mt-2 text-slate-600">{t("emptyHint")}</p>
        <ButtonLink href="/shop" size="lg" className="mt-6">
          {t("startShopping")}
        </ButtonLink>
      </div>
    );
  }

  function proceed() {
    const blocker = checkoutBlocker(lines);
    if (blocker) notify.error(t(`blocker.${blocker}`));
    else router.push("/place-order");
  }

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ul ref={listRef} className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {lines.map((line) => (
          <CartLineRow key={line.productId} line={line} busy={cart.busy[line.productId]} />
        ))}
      </ul>
      <aside aria-label={t("summary")} className="h-fit rounded-xl border border-slate-200 bg-white p-6">
        <p className="flex justify-between text-slate-700">
          <span>{t("subtotal", { count: totals.itemCount })}</span>
          <span className="font-semibold text-slate-900" data-testid="cart-subtotal">
            {formatRupees(totals.subtotal)}
          </span>
        </p>
        <OfferLines offers={cart.offers} totals={totals} />
        <OfferNudge nudge={cart.offers.nudge} online={cart.offers.online} />
        <CouponBox coupon={cart.offers.coupon} />
        <CartDelivery weight={totals.shippingWeight} subtotal={totals.total} freeShipping={cart.offers.freeShipping} />
        <Button size="lg" onClick={proceed} className="mt-6 w-full">
          {t("proceed")}
        </Button>
        <Link href="/shop" className="mt-3 block text-center font-semibold text-brand-700 hover:underline">
          {t("continueShopping")}
        </Link>
        {/* Schools and bulk buyers: the cart's lines become a quote request (issue #35). */}
        <p className="mt-4 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">
          {t.rich("quoteLink", {
            link: (chunks) => (
              <Link href="/quotes/new?from=cart" className="font-semibold text-brand-700 hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </aside>
    </div>
  );
}
