/** The period a report covers: from (inclusive) to (exclusive). */
export interface Period {
  from: Date;
  to: Date;
}

/** The periods the admin reports offer, in days back from now. */
export const REPORT_DAYS = [30, 90, 365] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` days up to `now`. */
export const periodOfDays = (days: number, now = new Date()): Period => ({
  from: new Date(now.getTime() - days * DAY_MS),
  to: now,
});
