/**
 * A post's date as its page's readers write it, in India's time zone: "14 October 2025" in
 * English (as lib/dates.ts's formatIndianDate), "14 अक्टूबर 2025" in Hindi.
 */
import { LANGUAGE_TAGS, type Locale } from "../i18n/locales";

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function formatPostDate(date: Date | number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale].lang, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    formats.set(locale, format);
  }
  return format.format(date);
}
