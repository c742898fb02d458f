"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatIndianDate, startOfIndianIsoDay } from "@/lib/dates";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import type { ShopperQuote } from "@/lib/client/quotes";

/** What the quote screens word in the page's language: days, moments and rupee amounts of the API. */
export function useQuoteTexts() {
  const locale = useLocale();
  return {
    /** An Indian calendar day ("2026-12-14") as "14 December 2026". */
    day: (isoDay: string) => formatIndianDate(startOfIndianIsoDay(isoDay), locale),
    date: (epochMs: number) => formatIndianDate(epochMs, locale),
    rupees: (amount: number) => formatRupees(rupeesToPaise(amount)),
  };
}

const TONES: Record<ShopperQuote["status"], string> = {
  requested: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-800",
  accepted: "bg-brand-50 text-brand-700",
  withdrawn: "bg-slate-100 text-slate-800",
  expired: "bg-red-100 text-red-800",
};

/** A quote's status in words. */
export function QuoteStatusBadge({ status }: { status: ShopperQuote["status"] }) {
  const t = useTranslations("quotes.status");
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${TONES[status]}`} data-testid="quote-status">
      {t(status)}
    </span>
  );
}
