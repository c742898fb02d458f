"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Spinner } from "@/components/session/loading-screen";
import { ButtonLink } from "@/components/ui/button";
import { hiddenText } from "@/components/ui/hidden-text";
import { LoadFailed } from "@/components/ui/load-failed";
import { isSessionRejection } from "@/lib/client/api-errors";
import { fetchQuotes, type ShopperQuote } from "@/lib/client/quotes";
import { Link } from "@/lib/i18n/navigation";
import { QuoteStatusBadge, useQuoteTexts } from "./quote-texts";

/** /quotes: the shopper's quotes, newest first, each with its number, organisation, status, amount and validity. */
export function QuotesView() {
  const t = useTranslations("quotes.list");
  const [quotes, setQuotes] = useState<ShopperQuote[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    () =>
      fetchQuotes()
        .then((loaded) => {
          setQuotes(loaded);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (!isSessionRejection(error)) setFailed(true);
        }),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (failed) return <LoadFailed message={t("loadFailed")} onRetry={load} />;
  if (!quotes) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center" role="status">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-slate-700">{t("intro")}</p>
        <ButtonLink href="/quotes/new">{t("ask")}</ButtonLink>
      </div>
      {quotes.length === 0 ? (
        <p className="py-8 text-center text-lg font-semibold text-slate-900">{t("none")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {quotes.map((quote) => (
            <QuoteCard key={quote._id} quote={quote} />
          ))}
        </ul>
      )}
    </div>
  );
}

function QuoteCard({ quote }: { quote: ShopperQuote }) {
  const t = useTranslations("quotes.list");
  const texts = useQuoteTexts();
  const facts = [
    { label: t("number"), value: quote.number ?? t("notYet") },
    { label: t("requestedOn"), value: texts.date(quote.date) },
    ...(quote.amount === null ? [] : [{ label: t("amount"), value: texts.rupees(quote.amount) }]),
    ...(quote.validUntil ? [{ label: t("validUntil"), value: texts.day(quote.validUntil) }] : []),
  ];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5" data-testid="quote-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold text-slate-900 wrap-anywhere">{quote.organisation}</h2>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm wrap-anywhere sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="font-medium text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Link
        href={`/quotes/${encodeURIComponent(quote._id)}`}
        className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
      >
        {t.rich("view", { organisation: quote.organisation, hidden: hiddenText })}
      </Link>
    </li>
  );
}
