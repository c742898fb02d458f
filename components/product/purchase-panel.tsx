"use client";

import { useTranslations } from "next-intl";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useEffect, useRef, useState } from "react";
import { useShopperActions, type ShopperProduct } from "@/components/cart/use-shopper-actions";
import { Button } from "@/components/ui/button";
import { pickerMaximum } from "@/lib/catalog/stock";
import { reportFunnelStep } from "@/lib/client/telemetry";
import { useHydrated } from "@/lib/client/use-hydrated";
import { StickyBuyBar } from "./sticky-buy-bar";
import { useScrolledPast } from "./use-scrolled-past";
import { WishlistToggle } from "./wishlist-toggle";

const MIN_QUANTITY = 1;

/**
 * The product page's quantity, Add to Cart, Buy Now and wishlist controls (SPEC §2). The picker
 * stops at the units on hand (and at 10), so it never offers what the cart would refuse. On phones
 * a sticky bar repeats price and buttons once these have scrolled away (StickyBuyBar).
 */
export function PurchasePanel({ product }: { product: ShopperProduct & { stockQuantity: number; priceText: string } }) {
  const t = useTranslations("productClient");
  const { add, signedIn } = useShopperActions();
  const router = useRouter();
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [busy, setBusy] = useState<"add" | "buy" | null>(null);
  const hydrated = useHydrated();
  // Until the page hydrates these buttons have no handlers yet: keep them disabled till then.
  const ready = hydrated && busy === null;
  const maximum = Math.max(MIN_QUANTITY, pickerMaximum(product));
  // Visitors are told on the button itself (no hover-only tooltip on a phone).
  const visitor = hydrated && !signedIn;
  const addLabel = busy === "add" ? t("adding") : visitor && product.inStock ? t("signInToAdd") : t("addToCart");
  const buttons = useRef<HTMLDivElement>(null);
  const buttonsPassed = useScrolledPast(buttons);
  // The page is cached for everyone, so only the browser knows it was viewed (the funnel's first step).
  useEffect(() => reportFunnelStep("product_view"), [product.id]);

  async function addToCart() {
    setBusy("add");
    await add(product, quantity);
    setBusy(null);
  }

  async function buyNow() {
    setBusy("buy");
    if (await add(product, quantity, "buy")) router.push("/place-order");
    setBusy(null);
  }

  // At the picker's top (10, or fewer on hand) a school or bulk buyer is offered a quote for more.
  const quoteHref = `/quotes/new?productId=${encodeURIComponent(product.id)}&quantity=${quantity}`;
  const offerQuote = product.inStock && maximum > MIN_QUANTITY && quantity >= maximum;

  const change = (delta: number) => setQuantity((value) => Math.min(maximum, Math.max(MIN_QUANTITY, value + delta)));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <span id="quantity-label" className="text-sm font-semibold text-slate-800">
          {t("quantity")}
        </span>
        <div
          role="group"
          aria-labelledby="quantity-label"
          className="flex items-center rounded-md border border-slate-300"
        >
          <button
            type="button"
            onClick={() => change(-1)}
            disabled={quantity <= MIN_QUANTITY || !ready}
            aria-label={t("decrease")}
            className="px-3 py-2 text-lg disabled:text-slate-300"
          >
            −
          </button>
          <output aria-live="polite" className="w-10 text-center font-semibold" data-testid="quantity">
            {quantity}
          </output>
          <button
            type="button"
            onClick={() => change(1)}
            disabled={quantity >= maximum || !ready}
            aria-label={t("increase")}
            className="px-3 py-2 text-lg disabled:text-slate-300"
          >
            +
          </button>
        </div>
      </div>
      {offerQuote && (
        <p className="text-sm text-slate-700">
          {t.rich("moreThanMax", {
            max: maximum,
            link: (chunks) => (
              <Link href={quoteHref} className="font-semibold text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <div ref={buttons} className="flex flex-wrap gap-3">
        <Button size="lg" onClick={() => void addToCart()} disabled={!product.inStock || !ready}>
          {addLabel}
        </Button>
        <Button variant="dark" size="lg" onClick={() => void buyNow()} disabled={!product.inStock || !ready}>
          {t("buyNow")}
        </Button>
        <WishlistToggle product={product} withText />
      </div>
      {buttonsPassed && (
        <StickyBuyBar
          name={product.name}
          priceText={product.priceText}
          quantity={quantity}
          addLabel={addLabel}
          disabled={!product.inStock || !ready}
          onAdd={() => void addToCart()}
          onBuy={() => void buyNow()}
        />
      )}
    </div>
  );
}
