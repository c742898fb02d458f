"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { ProductThumb } from "@/components/product/product-thumb";
import { WishlistToggle } from "@/components/product/wishlist-toggle";
import { hiddenText } from "@/components/ui/hidden-text";
import type { CartLine } from "@/lib/cart/cart-lines";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { setCartQuantity } from "@/lib/client/cart-api";
import { notify } from "@/lib/client/notify";
import { formatRupees } from "@/lib/money";
import { QuantityField } from "./quantity-field";

/** One cart line: picture, name, category, unit price, quantity controls, wishlist, remove. */
export function CartLineRow({ line, busy }: { line: CartLine; busy?: "update" | "remove" }) {
  const t = useTranslations("cart.line");
  const name = { name: line.name };
  async function change(quantity: number) {
    try {
      await setCartQuantity(line.productId, quantity);
      if (quantity <= 0) notify.info(t("removed", name));
    } catch (error) {
      if (isSessionRejection(error)) return;
      notify.error(messageOf(error, t(quantity <= 0 ? "removeFailed" : "updateFailed")));
    }
  }

  return (
    // Phones: the line total goes under the details, so nothing is pushed past a 360 px screen.
    <li
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
      data-testid="cart-line"
    >
      <ProductThumb src={line.image} size={72} />
      <div className="flex min-w-0 flex-col gap-1">
        <Link href={`/shop/${line.productId}`} className="font-semibold text-slate-900 hover:underline">
          {line.name}
        </Link>
        <p className="text-sm text-slate-600">{line.category}</p>
        <p className="text-sm">
          <span className="font-semibold">{formatRupees(line.unitPrice)}</span>
          {line.originalPrice > line.unitPrice && (
            <s className="ml-2 text-slate-500">
              <span className="sr-only">{t("was")} </span>
              {formatRupees(line.originalPrice)}
            </s>
          )}
        </p>
        {!line.inStock && <p className="text-sm font-semibold text-red-700">{t("outOfStock")}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <QuantityField line={line} busy={busy} change={change} />
          <WishlistToggle product={{ id: line.productId, name: line.name }} />
          <button
            type="button"
            aria-disabled={busy !== undefined || undefined}
            onClick={() => busy === undefined && void change(0)}
            className="text-sm font-semibold text-red-700 hover:underline aria-disabled:text-slate-400"
          >
            {t.rich(busy === "remove" ? "removing" : "remove", { ...name, hidden: hiddenText })}
          </button>
        </div>
      </div>
      <p className="col-start-2 font-semibold text-slate-900 sm:col-start-3 sm:text-right" data-testid="line-total">
        <span className="text-sm font-normal text-slate-600 sm:sr-only">{t("total")} </span>
        {formatRupees(line.lineTotal)}
      </p>
    </li>
  );
}
