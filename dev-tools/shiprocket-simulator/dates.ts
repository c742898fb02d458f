/**
 * Shiprocket answers in IST (Asia/Kolkata, UTC+05:30, no daylight saving) and writes a different
 * format per endpoint (note §1.7), so each format has its own function here.
 */

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The IST wall clock as a Date whose UTC fields read as IST. */
const wall = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);
const pad = (value: number) => String(value).padStart(2, "0");

/** "2026-03-10 14:07:12": order, AWB, scan and tracking times. */
export const istDateTime = (at: Date) => wall(at).toISOString().slice(0, 19).replace("T", " ");

/** "2026-03-10" */
export const istDate = (at: Date) => wall(at).toISOString().slice(0, 10);

/** "Mar 14, 2026": serviceability `etd`. */
export function etdDate(at: Date) {
  const ist = wall(at);
  return `${MONTHS[ist.getUTCMonth()]} ${pad(ist.getUTCDate())}, ${ist.getUTCFullYear()}`;
}

/** "31 Jul 2019, 03:03 PM": order lists. */
export function listDate(at: Date) {
  const ist = wall(at);
  const hours = ist.getUTCHours();
  const clock = `${pad(hours % 12 || 12)}:${pad(ist.getUTCMinutes())} ${hours < 12 ? "AM" : "PM"}`;
  return `${pad(ist.getUTCDate())} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${clock}`;
}

/** "14 03 2026 08:02:11": the webhook's `current_timestamp`. */
export function webhookTimestamp(at: Date) {
  const [date = "", time = ""] = istDateTime(at).split(" ");
  return `${date.split("-").reverse().join(" ")} ${time}`;
}

/** PHP's DateTime as JSON: `{date:"2026-03-10 14:07:12.000000", timezone_type:3, timezone:"Asia/Kolkata"}`. */
export const phpDateTime = (at: Date) => ({
  date: `${istDateTime(at)}.000000`,
  timezone_type: 3,
  timezone: "Asia/Kolkata",
});

/** The instant of an IST wall-clock time on the day `days` after `at`'s IST day. */
export function istDayAt(at: Date, days: number, hour: number) {
  const midnight = Date.parse(`${istDate(at)}T00:00:00Z`) - IST_OFFSET_MS;
  return new Date(midnight + days * DAY_MS + hour * 60 * 60_000);
}

/** Pickups happen on working days: a Sunday rolls to the Monday. */
export const rollPastSunday = (at: Date) => (wall(at).getUTCDay() === 0 ? new Date(at.getTime() + DAY_MS) : at);

/** "YYYY-MM-DD" read as that IST day at `hour`, or null when it is no real date. */
export function parseIstDay(day: string, hour: number) {
  const parsed = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== day) return null;
  return new Date(parsed - IST_OFFSET_MS + hour * 60 * 60_000);
}
