import type { Metadata, ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { FeedbackForm } from "@/components/forms/feedback-form";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata, withParentPreview } from "@/lib/seo/page-metadata";

/** Its preview is the store's (app/opengraph-image.tsx). */
export async function generateMetadata({ params }: LocaleParams, parent: ResolvingMetadata): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "staticPages.feedback" });
  return withParentPreview(
    indexablePageMetadata({ path: "/feedback", locale, title: t("title"), description: t("description") }),
    parent,
  );
}

export default async function FeedbackPage() {
  const t = await getTranslations("staticPages.feedback");
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{t("intro")}</p>
      <div className="mt-8">
        <FeedbackForm />
      </div>
    </div>
  );
}
