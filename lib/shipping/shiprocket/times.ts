/**
 * Shiprocket writes India's time without a zone, in a different format per endpoint
 * (../shared/notes/shiprocket.md §1.7): "2026-03-11 10:00:00", "Mar 14, 2026", "14 03 2026 08:02:11".
 */
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const ist = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => {
  const date = new Date(`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}+05:30`);
  return Number.isNaN(date.getTime()) ? null : date;
};
const pad = (value: number) => String(value).padStart(2, "0");

/** The instant a Shiprocket time names, or null when it names none ("", "NA", an unknown format). */
export function parseShiprocketTime(text: string | null | undefined): Date | null {
  const value = text?.trim() ?? "";
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (match) {
    const [, y, m, d, h = "0", min = "0", s = "0"] = match;
    return ist(+y!, +m!, +d!, +h, +min, +s);
  }
  match = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (match) {
    const [, d, m, y, h, min, s] = match;
    return ist(+y!, +m!, +d!, +h!, +min!, +s!);
  }
  match = /^([A-Za-z]{3})[a-z]* (\d{1,2}), (\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
    return month > 0 ? ist(+match[3]!, month, +match[2]!) : null;
  }
  return null;
}

/** "YYYY-MM-DD HH:MM" in India's time, as Shiprocket's order_date takes it. */
export function shiprocketDateTime(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}
