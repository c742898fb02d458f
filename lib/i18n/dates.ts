/** Dates as India writes them in each language, in India's time zone: "15 August 2026", "15 अगस्त 2026". */
import { LANGUAGE_TAGS, type Locale } from "./locales";

const longDates = Object.fromEntries(
  Object.entries(LANGUAGE_TAGS).map(([locale, { lang }]) => [
    locale,
    new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "Asia/Kolkata" }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

export const formatLongDate = (date: Date | number, locale: Locale): string => longDates[locale].format(date);
