"use client";

import { useState } from "react";
import { useShopperActions, type ShopperProduct } from "@/components/cart/use-shopper-actions";
import { useHydrated } from "@/lib/client/use-hydrated";

/**
 * A card's Add to Cart: one unit. For visitors it looks inactive and says why (SPEC §2), yet stays
 * clickable, so that the click can explain and lead to the login.
 */
export function AddToCartButton({ product }: { product: ShopperProduct }) {
  const { signedIn, add } = useShopperActions();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  if (!product.inStock) {
    return (
      <button type="button" disabled className="rounded-md bg-slate-200 px-3 py-2 text-sm font-semibold text-slate-600">
        Out of Stock
      </button>
    );
  }
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-disabled={busy}
      title={signedIn ? undefined : "Login to add to cart"}
      aria-label={`Add ${product.name} to cart`}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        await add(product);
        setBusy(false);
      }}
      className={`rounded-md px-3 py-2 text-sm font-semibold text-white ${
        signedIn ? "bg-brand-600 hover:bg-brand-700" : "cursor-not-allowed bg-slate-500"
      } aria-disabled:opacity-80`}
    >
      {busy ? "Adding..." : "Add to Cart"}
    </button>
  );
}
