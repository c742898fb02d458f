import type { Metadata, ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { LearnBreadcrumb, learnTrail } from "@/components/learn/learn-breadcrumb";
import { renderingForBuild } from "@/lib/cache/storefront-cache";
import { Link } from "@/lib/i18n/navigation";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { className, classSlug } from "@/lib/learning/learning-map";
import { cachedClassSummaries } from "@/lib/learning/topics";
import { indexablePageMetadata, withParentPreview } from "@/lib/seo/page-metadata";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

/** Its preview is the store's (app/opengraph-image.tsx). */
export async function generateMetadata({ params }: LocaleParams, parent: ResolvingMetadata): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "learn" });
  return withParentPreview(
    indexablePageMetadata({ path: "/learn", locale, title: t("title"), description: t("description") }),
    parent,
  );
}

/** /learn: the classes the map has topics for, each with how many chapters or skills and toys. */
export default async function LearnIndexPage({ params }: LocaleParams) {
  // The map is in the database, absent at build: rendered on the first request instead.
  if (renderingForBuild()) return null;
  const locale = await localeOf(params);
  const [t, trail, classes] = await Promise.all([
    getTranslations({ locale, namespace: "learn" }),
    learnTrail(),
    cachedClassSummaries(),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <LearnBreadcrumb trail={trail} />
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{t("heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("intro")}</p>
      <section aria-labelledby="pick-class" className="mt-8">
        <h2 id="pick-class" className="text-2xl font-bold text-slate-900">
          {t("pickClass")}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {classes.map(({ level, hasChapters, topics, toys }) => {
            const summary = hasChapters ? "chapterSummary" : "skillSummary";
            return (
              <li key={level}>
                <Link
                  href={`/learn/${classSlug(level)}`}
                  className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 hover:shadow-md"
                >
                  <span className="text-lg font-semibold text-brand-900">{className(level, locale)}</span>
                  <span className="mt-1 text-sm text-slate-600">{t(summary, { topics, toys })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
