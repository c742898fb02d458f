import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { classesName } from "@/lib/learning/learning-map";
import type { ServedTopic } from "@/lib/learning/topics";
import { SheetDownload } from "./sheet-download";

/** A product page's "What it teaches": each chapter or skill it serves, linked to its page, how, and its activity sheet. */
export async function ServedTopics({
  productId,
  topics,
  locale,
}: {
  productId: string;
  topics: ServedTopic[];
  locale: Locale;
}) {
  if (topics.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "learn.product" });
  return (
    <section aria-labelledby="what-it-teaches" className="mt-10">
      <h2 id="what-it-teaches" className="text-2xl font-bold text-slate-900">
        {t("heading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("intro")}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {topics.map((topic) => (
          <li key={topic.slug} className="rounded-xl border border-slate-200 bg-white p-4">
            <Link href={`/learn/${topic.slug}`} className="font-semibold text-brand-800 hover:underline">
              {classesName(topic.classes, locale)} ·{" "}
              {topic.chapter ? t("chapter", { number: topic.chapter.number, title: topic.title }) : topic.title}
            </Link>
            <p className="mt-2 text-sm text-slate-700">{topic.how}</p>
            {topic.sheet && (
              <SheetDownload topic={topic.slug} productId={productId} sheet={topic.sheet} locale={locale} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
