"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useShopperActions, type ShopperProduct } from "@/components/cart/use-shopper-actions";
import { useHydrated } from "@/lib/client/use-hydrated";

/**
 * A card's Add to Cart: one unit. A visitor's button says on itself that signing in comes first
 * (a phone has no hover tooltip); the click leads to the login and the product is added on return.
 */
export function AddToCartButton({ product }: { product: ShopperProduct }) {
  const t = useTranslations("productClient");
  const { signedIn, add } = useShopperActions();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  if (!product.inStock) {
    return (
      <button type="button" disabled className="rounded-md bg-slate-200 px-3 py-2 text-sm font-semibold text-slate-600">
        {t("outOfStock")}
      </button>
    );
  }
  const visitor = hydrated && !signedIn;
  const label = visitor ? t("signInToAdd") : t("addToCart");
  return (
    <button
      type="button"
      disabled={!hydrated}
      // Absent rather than "false": the server's HTML is disabled, and both at once is invalid.
      aria-disabled={busy || undefined}
      // The visible words first, then which product (WCAG 2.5.3, label in name).
      aria-label={visitor ? t("signInToAddProduct", { name: product.name }) : t("addProduct", { name: product.name })}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        await add(product);
        setBusy(false);
      }}
      className="min-h-11 rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-80"
    >
      {busy ? t("adding") : label}
    </button>
  );
}
