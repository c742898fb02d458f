import { LANGUAGE_TAGS, LOCALES, type Locale } from "./i18n/locales";

/** One formatter per language, with the language as written in India (en-IN, hi-IN). */
const formatters = (options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, new Intl.DateTimeFormat(LANGUAGE_TAGS[locale].lang, options)]),
  ) as Record<Locale, Intl.DateTimeFormat>;

const longDate = formatters({ day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/**
 * Dates as Indian readers write them, in India's time zone whatever the server's: "14 March 2026",
 * in Hindi "14 मार्च 2026".
 */
export function formatIndianDate(date: Date | number, locale: Locale = "en"): string {
  return longDate[locale].format(date);
}

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** A day in milliseconds (India keeps no daylight saving time). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in India that began the day containing `now`. */
export function startOfIndianDay(now: Date): Date {
  const indianMs = now.getTime() + IST_OFFSET_MS;
  return new Date(indianMs - (indianMs % DAY_MS) - IST_OFFSET_MS);
}

/** Midnight in India that began the week (Monday) containing `now`. */
export function startOfIndianWeek(now: Date): Date {
  const dayStart = startOfIndianDay(now);
  // getUTCDay of the shifted time is the Indian weekday (0 = Sunday).
  const weekday = new Date(dayStart.getTime() + IST_OFFSET_MS).getUTCDay();
  return new Date(dayStart.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

const dateTime = formatters({
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "23 Nov 2026, 9:05 am" in India's time zone; in Hindi "23 नव॰ 2026, 9:05 am". */
export function formatIndianDateTime(date: Date | number, locale: Locale = "en"): string {
  return dateTime[locale].format(date);
}

const shortDay = formatters({ weekday: "short", day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

/** A delivery day as a promise reads it: "Fri, 5 Dec"; in Hindi "शुक्र, 5 दिस॰". */
export function formatDeliveryDay(date: Date | number, locale: Locale = "en"): string {
  return shortDay[locale].format(date);
}

/** A calendar day in India ("2026-12-05") as a promise reads it: "Sat, 5 Dec". */
export const formatIndianIsoDay = (isoDay: string, locale: Locale = "en"): string =>
  formatDeliveryDay(new Date(`${isoDay}T12:00:00+05:30`), locale);

/** The day in India containing `date`, as "2026-03-14" (the value of an <input type="date">). */
export function indianIsoDay(date: Date | number): string {
  return new Date(startOfIndianDay(new Date(date)).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment in India as a spreadsheet sorts it: "2026-03-14 09:05" (24-hour clock). */
export const indianIsoDateTime = (date: Date | number): string =>
  new Date(new Date(date).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

/** A calendar day in India ("2026-03-14") as the moment its posts and listings go live: 10:00 IST. */
export function goLiveOnIndianDay(isoDay: string): Date {
  return new Date(`${isoDay}T10:00:00+05:30`);
}

/** The moment a calendar day in India ("2026-03-14") begins: midnight IST. */
export function startOfIndianIsoDay(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00+05:30`);
}

/** The moment a calendar day in India ends: the next day's midnight IST (exclusive). */
export function endOfIndianIsoDay(isoDay: string): Date {
  return new Date(startOfIndianIsoDay(isoDay).getTime() + DAY_MS);
}
