/** The invoice's words in a language (messages/<locale>/invoice.ts), read outside any request (as ../mail/texts.ts). */
import { createTranslator } from "use-intl/core";
import type { Locale } from "../i18n/locales";
import { runtimeMessages } from "../i18n/messages";

export const invoiceTexts = (locale: Locale) =>
  createTranslator({ locale, messages: runtimeMessages(locale), namespace: "invoice" });

export type InvoiceTexts = ReturnType<typeof invoiceTexts>;
