import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { QuotesView } from "@/components/quotes/quotes-view";
import { RequireLogin } from "@/components/session/require-login";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "quotes" });
  return { title: t("title"), robots: { index: false } };
}

export default async function QuotesPage() {
  const t = await getTranslations("quotes");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t("title")}</h1>
      <RequireLogin message={t("loginForQuotes")}>
        <QuotesView />
      </RequireLogin>
    </div>
  );
}
