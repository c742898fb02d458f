/**
 * The e-mails' words in a language (messages/<locale>/email.ts), read with createTranslator, which
 * needs no request: e-mails are composed by the mail worker, outside any page. It comes from
 * use-intl/core, the React-free core next-intl re-exports it from: next-intl's own entry, under the
 * react-server condition the store's tsx scripts run with (test:scale's orders), loads React hooks
 * and fails.
 */
import { createTranslator } from "use-intl/core";
import type { Locale } from "../i18n/locales";
import { runtimeMessages } from "../i18n/messages";

export function emailTexts(locale: Locale) {
  return createTranslator({ locale, messages: runtimeMessages(locale), namespace: "email" });
}

export type EmailTexts = ReturnType<typeof emailTexts>;
