"use client";

import { useLocale } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useShopperActions } from "@/components/cart/use-shopper-actions";
import { ProductThumb } from "@/components/product/product-thumb";
import { Spinner } from "@/components/session/loading-screen";
import { ButtonLink } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { loadCatalogue, useCatalogue } from "@/lib/client/catalogue";
import { notify } from "@/lib/client/notify";
import { useStore } from "@/lib/client/store";
import { toggleWishlist, wishlistStore } from "@/lib/client/wishlist";
import { sellingPrice } from "@/lib/catalog/pricing";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** The wishlist (SPEC §2): saved products with view, move to cart and remove. */
export function WishlistView() {
  const t = useTranslations("account.wishlist");
  const ids = useStore(wishlistStore);
  const catalogue = useCatalogue(useLocale());
  const { add } = useShopperActions();

  if (catalogue.status === "error" && catalogue.products.size === 0) {
    return <LoadFailed message={t("loadFailed")} onRetry={() => loadCatalogue(true)} />;
  }
  if (catalogue.status !== "ready" && catalogue.status !== "error") {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  const products = ids.flatMap((id) => catalogue.products.get(id) ?? []);
  if (products.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-xl font-semibold text-slate-900">{t("empty")}</p>
        <ButtonLink href="/shop" size="lg" className="mt-6">
          {t("browse")}
        </ButtonLink>
      </div>
    );
  }

  function remove(product: { _id: string; name: string }) {
    toggleWishlist(product._id);
    notify.info(t("removed", { name: product.name }));
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li
          key={product._id}
          className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4"
          data-testid="wishlist-item"
        >
          <ProductThumb src={product.images[0] ?? null} size={96} />
          <div className="flex flex-1 flex-col gap-1">
            <Link href={`/shop/${product._id}`} className="font-semibold text-slate-900 hover:underline">
              {product.name}
            </Link>
            <p className="text-sm font-semibold">
              {formatRupees(
                sellingPrice(
                  rupeesToPaise(product.price),
                  product.discountPrice === null ? null : rupeesToPaise(product.discountPrice),
                ),
              )}
            </p>
            {!product.inStock && <p className="text-sm font-semibold text-red-700">{t("outOfStock")}</p>}
            <div className="mt-auto flex flex-wrap gap-3 pt-2 text-sm font-semibold">
              <button
                type="button"
                onClick={async () => {
                  if (await add({ id: product._id, name: product.name, inStock: product.inStock })) {
                    toggleWishlist(product._id);
                  }
                }}
                className="text-brand-700 hover:underline"
              >
                {t.rich("moveToCart", { name: product.name, hidden: srOnly })}
              </button>
              <button type="button" onClick={() => remove(product)} className="text-red-700 hover:underline">
                {t.rich("remove", { name: product.name, hidden: srOnly })}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
