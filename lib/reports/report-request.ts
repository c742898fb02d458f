/**
 * The period a report page shows, from its address: the days asked for (the last 30 when none),
 * grouped as asked or by what suits the span (days up to two months, weeks up to a year, months
 * beyond). A period the operator mistyped shows the default with the reason, never an error page.
 */
import { DAY_MS, indianIsoDay } from "../dates";
import { salesReportQuery, type SalesReportQuery } from "../validation/reports";
import type { Grain } from "./period";

export const DEFAULT_REPORT_DAYS = 30;

const grainFor = (from: string, to: string): Grain => {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return days <= 62 ? "day" : days <= 366 ? "week" : "month";
};

export function salesReportRequest(
  params: { from?: string; to?: string; grain?: string },
  now = new Date(),
): { query: SalesReportQuery; problem: string | null } {
  const to = params.to || indianIsoDay(now);
  const from = params.from || indianIsoDay(Date.parse(`${to}T12:00:00Z`) - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
  const parsed = salesReportQuery.safeParse({ from, to, grain: params.grain || grainFor(from, to) });
  if (parsed.success) return { query: parsed.data, problem: null };
  const today = indianIsoDay(now);
  const fallbackFrom = indianIsoDay(now.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
  return {
    query: { from: fallbackFrom, to: today, grain: "day" },
    problem: parsed.error.issues[0]?.message ?? "The period is not valid",
  };
}

/** The report's usual periods, ending today in India. */
export function reportPresets(now = new Date()): { label: string; from: string; to: string }[] {
  const today = indianIsoDay(now);
  const daysBack = (days: number) => indianIsoDay(now.getTime() - (days - 1) * DAY_MS);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = indianIsoDay(Date.parse(`${monthStart}T12:00:00Z`) - DAY_MS);
  const year = Number(today.slice(0, 4));
  // India's financial year starts on 1 April.
  const financialYearStart = today.slice(5) >= "04-01" ? `${year}-04-01` : `${year - 1}-04-01`;
  return [
    { label: "Last 7 days", from: daysBack(7), to: today },
    { label: "Last 30 days", from: daysBack(30), to: today },
    { label: "Last 90 days", from: daysBack(90), to: today },
    { label: "This month", from: monthStart, to: today },
    { label: "Last month", from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { label: "This financial year", from: financialYearStart, to: today },
  ];
}
