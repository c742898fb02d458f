"use client";

import { useTranslations } from "next-intl";
import { BUSINESS_HOURS, businessStatus, clockTime, type DayHours } from "@/lib/business-hours";
import { useHydrated } from "@/lib/client/use-hydrated";

/**
 * Opening hours with today's row highlighted and whether the store is open now, in India time.
 * Judged in the browser: the contact page is cached (lib/cache/storefront-cache.ts), so its HTML
 * cannot know the time it is read at.
 */
export function BusinessHours() {
  const t = useTranslations("businessHours");
  const status = useHydrated() ? businessStatus(new Date()) : null;
  const today = status?.today;
  const week = [...BUSINESS_HOURS.slice(1), BUSINESS_HOURS[0]!]; // Monday first
  const describe = ({ opens, closes }: DayHours) =>
    opens === null || closes === null
      ? t("dayClosed")
      : t("range", { opens: t("time", clockTime(opens)), closes: t("time", clockTime(closes)) });
  return (
    <section aria-labelledby="hours" className="rounded-xl border border-slate-200 p-6">
      <h2 id="hours" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <p
        className={`mt-2 font-semibold ${status === null ? "text-slate-600" : status.open ? "text-green-700" : "text-red-700"}`}
        data-testid="open-status"
      >
        {status === null ? t("checking") : status.open ? t("open") : t("closed")}
      </p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <tbody>
          {week.map((hours) => (
            <tr
              key={hours.day}
              aria-current={hours.day === today?.day ? "date" : undefined}
              className={hours.day === today?.day ? "bg-brand-50 font-semibold" : ""}
            >
              <th scope="row" className="py-1 pl-2 text-left font-medium">
                {t(`days.${hours.day}`)}
              </th>
              <td className="py-1 pr-2 text-right">{describe(hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-slate-600">{t("note")}</p>
    </section>
  );
}
