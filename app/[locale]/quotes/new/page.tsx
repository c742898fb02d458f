import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { QuoteRequestForm } from "@/components/quotes/quote-request-form";
import type { QuoteStart } from "@/components/quotes/quote-request";
import { RequireLogin } from "@/components/session/require-login";
import type { Locale } from "@/lib/i18n/locales";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { cachedTopic } from "@/lib/learning/topics";
import { TOPIC_SLUG } from "@/lib/validation/learning";
import { MAX_QUOTE_QUANTITY } from "@/lib/validation/quotes";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "quotes" });
  return { title: t("newTitle"), robots: { index: false } };
}

type Search = Record<Exclude<keyof QuoteStart, "classSet"> | "topic", string | string[] | undefined>;

/** A parameter given twice counts once, with its last value (as the API reads its queries). */
const last = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value);

/** A chapter's or skill's toys, for its class-set quote (#37): none for an address that names no topic. */
async function classSetOf(topic: string | undefined, locale: Locale): Promise<QuoteStart["classSet"]> {
  if (!topic || !TOPIC_SLUG.test(topic)) return undefined;
  const found = await cachedTopic(topic, locale);
  return found?.toys.map(({ product }) => ({ productId: product.id, name: product.name }));
}

export default async function NewQuotePage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Partial<Search>> }) {
  const [search, locale] = await Promise.all([searchParams, localeOf(params)]);
  const start: QuoteStart = {
    from: last(search.from),
    productId: last(search.productId),
    quantity: last(search.quantity),
    again: last(search.again),
    classSet: await classSetOf(last(search.topic), locale),
  };
  const t = await getTranslations("quotes");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold text-slate-900">{t("newTitle")}</h1>
      <p className="mb-8 text-slate-700">{t("form.intro")}</p>
      <RequireLogin message={t("loginForQuotes")}>
        {/* The limit comes from the server: the schema (and zod) reach the browser only with the first check. */}
        <QuoteRequestForm start={start} maxQuantity={MAX_QUOTE_QUANTITY} />
      </RequireLogin>
    </div>
  );
}
