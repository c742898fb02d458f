import { getTranslations } from "next-intl/server";
import { ProductCard } from "@/components/product/product-card";
import type { Locale } from "@/lib/i18n/locales";
import type { TopicToy } from "@/lib/learning/topics";
import { SheetDownload } from "./sheet-download";

/** The toys that serve a topic, as the shop shows them, each with the sentence that says how and its activity sheet. */
export async function TopicToys({ topic, toys, locale }: { topic: string; toys: TopicToy[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "learn.topic" });
  if (toys.length === 0) return <p className="mt-3 text-slate-600">{t("noToys")}</p>;
  return (
    <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {toys.map(({ product, how, sheet }, index) => (
        <li key={product.id} className="flex flex-col gap-3">
          <ProductCard product={product} priority={index === 0} />
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
            <strong className="block text-brand-900">{t("howItHelps")}</strong>
            {how}
            {sheet && (
              <span className="block">
                <SheetDownload topic={topic} productId={product.id} sheet={sheet} locale={locale} />
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
