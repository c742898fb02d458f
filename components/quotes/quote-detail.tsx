"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PostalAddress } from "@/components/orders/postal-address";
import { Spinner } from "@/components/session/loading-screen";
import { ButtonLink } from "@/components/ui/button";
import type { ShopperQuote } from "@/lib/client/quotes";
import { Link } from "@/lib/i18n/navigation";
import { ProformaDownload } from "./proforma-download";
import { QuoteAcceptForm } from "./quote-accept-form";
import { QuoteStatusBadge, useQuoteTexts } from "./quote-texts";
import { useQuote } from "./use-quote";

/** The states in which the customer has the quote's proforma invoice (lib/quotes/proforma-download.ts). */
const WITH_PROFORMA = new Set<ShopperQuote["status"]>(["sent", "accepted", "expired"]);

/** /quotes/{id}: one of the shopper's quotes, loaded with their token. */
export function QuoteDetail({ quoteId }: { quoteId: string }) {
  const t = useTranslations("quotes.detail");
  const { state, reload } = useQuote(quoteId);
  if (state.status === "loading") {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  if (state.status !== "ready") {
    return (
      <div className="py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">
          {t(state.status === "missing" ? "notFound" : "loadFailed")}
        </h1>
        <Link href="/quotes" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          {t("back")}
        </Link>
      </div>
    );
  }
  return <QuoteView quote={state.quote} onStale={reload} />;
}

/** Its lines and prices once sent, where it stands (with what to do next), the delivery and invoice details. */
function QuoteView({ quote, onStale }: { quote: ShopperQuote; onStale: () => void }) {
  const t = useTranslations("quotes.detail");
  const texts = useQuoteTexts();
  const { number, organisation } = quote;
  return (
    <div className="flex flex-col gap-6">
      <Link href="/quotes" className="self-start font-semibold text-brand-700 hover:underline">
        {t("back")}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 wrap-anywhere">
          <h1 className="text-3xl font-bold text-slate-900">
            {number ? t("heading", { number }) : t("requestHeading", { organisation })}
          </h1>
          {number && <p className="font-medium text-slate-800">{t("forOrganisation", { organisation })}</p>}
          <p className="text-slate-600">{t("requestedOn", { date: texts.date(quote.date) })}</p>
          {quote.neededBy && <p className="text-slate-600">{t("neededBy", { date: texts.day(quote.neededBy) })}</p>}
        </div>
        <QuoteStatusBadge status={quote.status} />
      </header>
      <QuoteNotice quote={quote} />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="quote-items-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="quote-items-heading" className="mb-3 font-semibold">
            {t("items")}
          </h2>
          <QuoteLines quote={quote} />
          {number && WITH_PROFORMA.has(quote.status) && (
            <div className="mt-4">
              <ProformaDownload quoteId={quote._id} number={number} />
            </div>
          )}
        </section>
        <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 text-sm">
          <Part heading={t("address")}>
            <PostalAddress address={quote.address} className="text-slate-700" />
          </Part>
          {quote.business && (
            <Part heading={t("invoiceTo")}>
              <p className="text-slate-700 wrap-anywhere">
                {quote.business.legalName}
                <br />
                {t("gstin", { gstin: quote.business.gstin })}
              </p>
            </Part>
          )}
          {quote.purchaseOrder && (
            <p className="text-slate-700">{t("purchaseOrder", { number: quote.purchaseOrder })}</p>
          )}
          {quote.terms && (
            <Part heading={t("terms")}>
              <p className="whitespace-pre-line text-slate-700">{quote.terms}</p>
            </Part>
          )}
          {quote.notes && (
            <Part heading={t("notes")}>
              <p className="whitespace-pre-line text-slate-700 wrap-anywhere">{quote.notes}</p>
            </Part>
          )}
        </section>
      </div>
      {quote.status === "sent" && <QuoteAcceptForm quote={quote} onStale={onStale} />}
    </div>
  );
}

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-2 font-semibold">{heading}</h2>
      {children}
    </div>
  );
}

/** Each line with its quantity, at the quoted price once sent (else the shop's), then delivery, total and validity. */
function QuoteLines({ quote }: { quote: ShopperQuote }) {
  const t = useTranslations("quotes.detail");
  const texts = useQuoteTexts();
  const priced = quote.amount !== null;
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-100 text-sm">
        {quote.items.map((item) => (
          <li key={item._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{item.name}</span>
            <span className="text-slate-700">
              {item.quotedPrice === null || item.lineTotal === null
                ? t("shopPrice", { quantity: item.quantity, price: texts.rupees(item.price) })
                : `${t("each", { quantity: item.quantity, price: texts.rupees(item.quotedPrice) })} = ${texts.rupees(item.lineTotal)}`}
            </span>
          </li>
        ))}
      </ul>
      {priced && (
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-300 pt-2 text-sm">
          <dt>{t("shipping")}</dt>
          <dd className="text-right">{quote.shipping ? texts.rupees(quote.shipping) : t("free")}</dd>
          <dt className="font-bold">{t("total")}</dt>
          <dd className="text-right font-bold" data-testid="quote-total">
            {texts.rupees(quote.amount!)}
          </dd>
        </dl>
      )}
      {quote.validUntil && (
        <p className="mt-2 text-sm text-slate-700">{t("validUntil", { date: texts.day(quote.validUntil) })}</p>
      )}
    </>
  );
}

/** What the quote's status means for the shopper, and the way on: wait, ask again, or the order it became. */
function QuoteNotice({ quote }: { quote: ShopperQuote }) {
  const t = useTranslations("quotes.detail");
  const texts = useQuoteTexts();
  const again = `/quotes/new?again=${encodeURIComponent(quote._id)}`;
  const notice = (text: string, action?: ReactNode) => (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-800">{text}</p>
      {action}
    </div>
  );
  switch (quote.status) {
    case "requested":
      return notice(t("pricing"));
    case "expired":
      return notice(
        t("expired", { date: quote.validUntil ? texts.day(quote.validUntil) : "" }),
        <ButtonLink href={again}>{t("askAgain")}</ButtonLink>,
      );
    case "withdrawn":
      return notice(t("withdrawn"), <ButtonLink href={again}>{t("askAgain")}</ButtonLink>);
    case "accepted":
      return notice(
        t("accepted"),
        quote.orderId && (
          <ButtonLink href={`/orders/${encodeURIComponent(quote.orderId)}`}>{t("viewOrder")}</ButtonLink>
        ),
      );
    case "sent":
      return null;
  }
}
