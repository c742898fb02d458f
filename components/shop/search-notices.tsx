import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import type { CataloguePage } from "@/lib/catalog/search";

/** Above the results when the query as typed matched nothing and its corrected words did. */
export function CorrectedQuery({ corrected, typed }: { corrected: string; typed: string }) {
  const t = useTranslations("shop");
  return (
    <p className="mb-4 text-slate-700" role="status">
      {t.rich("corrected", {
        corrected,
        typed,
        strong: (text) => <strong className="font-semibold text-slate-900">{text}</strong>,
        note: (text) => <span className="text-sm text-slate-600">{text}</span>,
      })}
    </p>
  );
}

/** Under the empty result: the product names closest to the query. */
export function DidYouMean({ suggestions }: { suggestions: CataloguePage["suggestions"] }) {
  const t = useTranslations("shop");
  if (suggestions.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="font-semibold text-slate-800">{t("didYouMean")}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {suggestions.map((product) => (
          <li key={product.id}>
            <Link
              href={`/shop/${product.id}`}
              className="inline-block rounded-full border border-brand-600 px-3 py-1.5 text-sm text-brand-700 hover:bg-brand-50"
            >
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
