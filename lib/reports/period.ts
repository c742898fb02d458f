import { DAY_MS, indianIsoDay } from "../dates";

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
