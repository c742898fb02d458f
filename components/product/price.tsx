import { useTranslations } from "next-intl";
import { discountPercent, sellingPrice } from "@/lib/catalog/pricing";
import { formatRupees, type Paise } from "@/lib/money";

/** Selling price, with the struck-through list price and percent off when discounted (SPEC §9). */
export function Price({ price, discountPrice }: { price: Paise; discountPrice: Paise | null }) {
  const t = useTranslations("product.price");
  const percentOff = discountPercent(price, discountPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className="text-lg font-bold text-slate-900">{formatRupees(sellingPrice(price, discountPrice))}</span>
      {percentOff > 0 && (
        <>
          <s className="text-sm text-slate-500">
            <span className="sr-only">{t("was")}</span>
            {formatRupees(price)}
          </s>
          <span className="text-sm font-semibold text-green-700">{t("off", { percent: percentOff })}</span>
        </>
      )}
    </p>
  );
}
