"use client";

import { useTranslations } from "next-intl";
import { useShopperActions } from "@/components/cart/use-shopper-actions";
import { HeartIcon } from "@/components/icons";
import { useHydrated } from "@/lib/client/use-hydrated";

/** Heart toggle for a product (SPEC §2); with `withText` it reads 'Add to Wishlist' / 'In Wishlist'. */
export function WishlistToggle({
  product,
  withText = false,
}: {
  product: { id: string; name: string };
  withText?: boolean;
}) {
  const t = useTranslations("productClient.wishlist");
  const { inWishlist, toggleInWishlist } = useShopperActions();
  const active = inWishlist(product.id);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-pressed={active}
      disabled={!hydrated}
      aria-label={withText ? undefined : t(active ? "removeProduct" : "addProduct", { name: product.name })}
      onClick={() => toggleInWishlist(product)}
      className={`inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold ${
        active ? "border-red-200 bg-red-50 text-red-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"
      }`}
    >
      <HeartIcon filled={active} />
      {withText && (active ? t("added") : t("add"))}
    </button>
  );
}
