"use client";

import { BUSINESS_HOURS, businessStatus, describeHours } from "@/lib/business-hours";
import { useHydrated } from "@/lib/client/use-hydrated";

/**
 * Opening hours with today's row highlighted and whether the store is open now, in India time.
 * Judged in the browser: the contact page is cached (lib/cache/storefront-cache.ts), so its HTML
 * cannot know the time it is read at.
 */
export function BusinessHours() {
  const status = useHydrated() ? businessStatus(new Date()) : null;
  const today = status?.today;
  const week = [...BUSINESS_HOURS.slice(1), BUSINESS_HOURS[0]!]; // Monday first
  return (
    <section aria-labelledby="hours" className="rounded-xl border border-slate-200 p-6">
      <h2 id="hours" className="text-xl font-bold text-slate-900">
        Business hours
      </h2>
      <p
        className={`mt-2 font-semibold ${status === null ? "text-slate-600" : status.open ? "text-green-700" : "text-red-700"}`}
        data-testid="open-status"
      >
        {status === null ? "Checking the time in India…" : status.open ? "Currently Open" : "Currently Closed"}
      </p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">Opening hours, India Standard Time</caption>
        <tbody>
          {week.map((hours) => (
            <tr
              key={hours.day}
              aria-current={hours.day === today?.day ? "date" : undefined}
              className={hours.day === today?.day ? "bg-brand-50 font-semibold" : ""}
            >
              <th scope="row" className="py-1 pl-2 text-left font-medium">
                {hours.day}
              </th>
              <td className="py-1 pr-2 text-right">{describeHours(hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-slate-600">All times are India Standard Time (IST).</p>
    </section>
  );
}
