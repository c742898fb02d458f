/**
 * The e-mails' words in a language (messages/<locale>/email.ts). Read with next-intl's
 * createTranslator, which needs no request: e-mails are composed by the mail worker, outside any
 * page.
 */
import { createTranslator } from "next-intl";
import type { Locale } from "../i18n/locales";
import { MESSAGES } from "../i18n/messages";

export function emailTexts(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: "email" });
}

export type EmailTexts = ReturnType<typeof emailTexts>;
