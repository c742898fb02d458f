/**
 * The e-mails' words in a language (messages/<locale>/email.ts). Read with next-intl's
 * createTranslator, which needs no request: e-mails are composed by the mail worker, outside any
 * page.
 */
import { createTranslator } from "next-intl";
import { LANGUAGE_TAGS, type Locale } from "../i18n/locales";
import { MESSAGES } from "../i18n/messages";

export function emailTexts(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: "email" });
}

export type EmailTexts = ReturnType<typeof emailTexts>;

/** A day as India writes it in `locale`, in India's time zone: "15 August 2026", "15 अगस्त 2026". */
export const formatEmailDate = (date: Date, locale: Locale): string =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale].lang, { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(date);
