/**
 * Messages that can wait are not sent at night in India: a parcel packed at 11 pm is news at 9 am.
 * Quiet hours are 21:00 to 09:00 India time (IST has no daylight saving: UTC+5:30 all year).
 */
import { IST_OFFSET_MS } from "../dates";

const MINUTE_MS = 60_000;
const IST_OFFSET_MINUTES = IST_OFFSET_MS / MINUTE_MS;
const DAY_STARTS = 9 * 60;
const DAY_ENDS = 21 * 60;

/** When a message caused at `now` may go: at once, or at 09:00 IST when it can wait and it is night. */
export function sendingTime(now: Date, canWait: boolean): Date {
  if (!canWait) return now;
  const istMinutes = Math.floor(now.getTime() / MINUTE_MS) + IST_OFFSET_MINUTES;
  const minuteOfDay = ((istMinutes % 1440) + 1440) % 1440;
  if (minuteOfDay >= DAY_STARTS && minuteOfDay < DAY_ENDS) return now;
  const untilMorning = (DAY_STARTS - minuteOfDay + 1440) % 1440;
  const morning = (istMinutes + untilMorning - IST_OFFSET_MINUTES) * MINUTE_MS;
  return new Date(morning);
}
