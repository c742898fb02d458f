import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { shopUrl, visiblePages } from "@/lib/catalog/shop-url";
import { PAGE_SIZES, type ShopQuery } from "@/lib/validation/catalogue";

const pill = "rounded-md border px-3 py-1.5 text-sm";

export function PageSizes({ query }: { query: ShopQuery }) {
  const t = useTranslations("shop.pages");
  return (
    <nav aria-label={t("sizesLabel")} className="flex items-center gap-2 text-sm">
      <span className="text-slate-600">{t("show")}</span>
      {PAGE_SIZES.map((size) => (
        <Link
          key={size}
          href={shopUrl(query, { size, page: 1 })}
          aria-current={size === query.size ? "true" : undefined}
          className={`${pill} ${size === query.size ? "border-brand-600 bg-brand-50 font-semibold text-brand-700" : "border-slate-300"}`}
        >
          {size}
        </Link>
      ))}
    </nav>
  );
}

/** Page links, shown only when there is more than one page (SPEC §2). */
export function Pagination({ query, page, pages }: { query: ShopQuery; page: number; pages: number }) {
  const t = useTranslations("shop.pages");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("label")} className="mt-8 flex items-center justify-center gap-2">
      {page > 1 && (
        <Link href={shopUrl(query, { page: page - 1 })} className={`${pill} border-slate-300`} rel="prev">
          {t("previous")}
        </Link>
      )}
      {visiblePages(page, pages).map((number) => (
        <Link
          key={number}
          href={shopUrl(query, { page: number })}
          aria-current={number === page ? "page" : undefined}
          aria-label={t("page", { number })}
          className={`${pill} ${number === page ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300"}`}
        >
          {number}
        </Link>
      ))}
      {page < pages && (
        <Link href={shopUrl(query, { page: page + 1 })} className={`${pill} border-slate-300`} rel="next">
          {t("next")}
        </Link>
      )}
    </nav>
  );
}
