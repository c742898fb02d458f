import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GiftCardBalance } from "@/components/gift-cards/gift-card-balance";
import { GiftCardForm } from "@/components/gift-cards/gift-card-form";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata } from "@/lib/seo/page-metadata";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "giftCards" });
  return indexablePageMetadata({ path: "/gift-cards", locale, title: t("title"), description: t("description") });
}

const FACTS = ["value", "delivery", "spend", "tax"] as const;

export default async function GiftCardsPage({ params }: LocaleParams) {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "giftCards" });
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
      <section aria-labelledby="gift-cards-heading">
        <h1 id="gift-cards-heading" className="text-3xl font-bold text-brand-900 md:text-4xl">
          {t("heading")}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{t("intro")}</p>
        <h2 className="mt-8 text-xl font-semibold text-slate-900">{t("factsHeading")}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {FACTS.map((fact) => (
            <li key={fact}>{t(`facts.${fact}`)}</li>
          ))}
        </ul>
        <GiftCardBalance />
      </section>
      <section aria-labelledby="gift-card-form-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="gift-card-form-heading" className="mb-4 text-xl font-semibold text-slate-900">
          {t("form.heading")}
        </h2>
        <GiftCardForm />
      </section>
    </div>
  );
}
