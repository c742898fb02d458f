import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { QuoteDetail } from "@/components/quotes/quote-detail";
import { RequireLogin } from "@/components/session/require-login";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "quotes" });
  return { title: t("quoteTitle"), robots: { index: false } };
}

export default async function QuotePage({ params }: { params: Promise<{ quoteId: string }> }) {
  const { quoteId } = await params;
  const t = await getTranslations("quotes");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <RequireLogin message={t("loginForQuotes")}>
        <QuoteDetail quoteId={quoteId} />
      </RequireLogin>
    </div>
  );
}
