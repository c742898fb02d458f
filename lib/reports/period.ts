import { DAY_MS, endOfIndianIsoDay, indianIsoDay, startOfIndianIsoDay } from "../dates";

/** The period a report covers: from (inclusive) to (exclusive). */
export interface Period {
  from: Date;
  to: Date;
}

/** The periods the admin reports offer, in days back from now. */
export const REPORT_DAYS = [30, 90, 365] as const;

/** The speed report's: its measurements are kept 90 days (lib/analytics/retention.ts); 28 is Google's own window. */
export const SPEED_REPORT_DAYS = [7, 28, 90] as const;

/** The last `days` days up to `now`. */
export const periodOfDays = (days: number, now = new Date()): Period => ({
  from: new Date(now.getTime() - days * DAY_MS),
  to: now,
});

/** How a sales report's figures are grouped over its period. */
export const GRAINS = ["day", "week", "month"] as const;
export type Grain = (typeof GRAINS)[number];

/** A report's period as the operator chose it: whole days in India, the first and last included. */
export interface IndianPeriod extends Period, DayRange {
  days: number;
}

export function indianPeriod(firstDay: string, lastDay: string): IndianPeriod {
  const from = startOfIndianIsoDay(firstDay);
  const to = endOfIndianIsoDay(lastDay);
  return { from, to, firstDay, lastDay, days: Math.round((to.getTime() - from.getTime()) / DAY_MS) };
}

/** The period of as many days just before it, which its figures are compared with. */
export function previousPeriod(period: IndianPeriod): IndianPeriod {
  const lastDay = indianIsoDay(period.from.getTime() - DAY_MS);
  return indianPeriod(indianIsoDay(period.from.getTime() - period.days * DAY_MS), lastDay);
}

/** Whole days in India, both included ("2026-11-29"), for figures counted per day. */
export interface DayRange {
  firstDay: string;
  lastDay: string;
}

/** Today in India and the `days − 1` days before it. */
export const lastDays = (days: number, now = new Date()): DayRange => ({
  firstDay: indianIsoDay(now.getTime() - (days - 1) * DAY_MS),
  lastDay: indianIsoDay(now),
});
