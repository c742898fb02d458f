/**
 * A template's words with its values filled in, as the customer reads them: for the SMS sent (the
 * DLT text must match its registration exactly but for the variables) and for the admin's view of
 * a WhatsApp message. Which value goes where is the template's (./catalogue.ts).
 */
import type { Locale } from "../../i18n/locales";
import {
  hasSms,
  SIGN_IN_CODE_MINUTES,
  TEMPLATES,
  type SmsTemplateName,
  type TemplateName,
  type TemplateParameter,
} from "./catalogue";
import { en } from "./en";
import { hi } from "./hi";
import type { MessageTexts } from "./texts";

export type TemplateValues = Partial<Record<TemplateParameter, string>>;

export const MESSAGE_TEXTS: Record<Locale, MessageTexts> = { en, hi };

/** The first word of the name: "Hello Asha", as a shopkeeper would write. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** DLT's longest variable. */
const DLT_VALUE_LENGTH = 30;

/** `text` cut to DLT's 30 characters, at a whole letter (a Devanagari letter keeps its marks), with "…". */
export function dltValue(text: string): string {
  if (text.length <= DLT_VALUE_LENGTH) return text;
  let kept = "";
  for (const { segment } of new Intl.Segmenter("hi", { granularity: "grapheme" }).segment(text)) {
    if (kept.length + segment.length > DLT_VALUE_LENGTH - 1) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
}

/** Meta's own words of the sign-in code template (its preset for authentication templates). */
const SIGN_IN_CODE_WHATSAPP: Record<Locale, string> = {
  en: `{{1}} is your verification code. For your security, do not share this code. This code expires in ${SIGN_IN_CODE_MINUTES} minutes.`,
  hi: `{{1}} आपका सत्यापन कोड है। अपनी सुरक्षा के लिए यह कोड किसी को न बताएँ। यह कोड ${SIGN_IN_CODE_MINUTES} मिनट में समाप्त हो जाएगा।`,
};

/** The DLT text registered for the template, the store's address written in. */
export function smsTemplateText(name: SmsTemplateName, locale: Locale, siteUrl: string): string {
  const texts = MESSAGE_TEXTS[locale];
  const text = name === "sign_in_code" ? texts.signInCodeSms : storeTemplateTexts(name, locale).sms;
  return text.replaceAll("{site}", siteUrl);
}

/** The words of a template the store writes itself, with its SMS (every one but Meta's sign-in code). */
function storeTemplateTexts(name: Exclude<SmsTemplateName, "sign_in_code">, locale: Locale) {
  const texts = MESSAGE_TEXTS[locale];
  if (name === "back_in_stock") return texts.backInStock;
  return name === "quote_sent" ? texts.quoteSent : texts.orders[name];
}

/** The template's WhatsApp body with {{1}}, {{2}}… */
export function whatsAppBodyText(name: TemplateName, locale: Locale): string {
  if (!hasSms(name)) return MESSAGE_TEXTS[locale].operatorAlerts[name];
  return name === "sign_in_code" ? SIGN_IN_CODE_WHATSAPP[locale] : storeTemplateTexts(name, locale).whatsapp;
}

/** The values of the template's SMS variables, in order. */
export const smsValues = (name: SmsTemplateName, values: TemplateValues): string[] =>
  (TEMPLATES[name].sms ?? []).map((parameter) => values[parameter] ?? "");

/** The values of the template's WhatsApp body, in order. */
export const whatsAppValues = (name: TemplateName, values: TemplateValues): string[] =>
  TEMPLATES[name].body.map((parameter) => values[parameter] ?? "");

/** The SMS as the phone shows it. */
export function renderSms(name: SmsTemplateName, locale: Locale, values: TemplateValues, siteUrl: string): string {
  const filling = smsValues(name, values);
  return smsTemplateText(name, locale, siteUrl).replace(/\{#var#\}/g, () => filling.shift() ?? "");
}

/** The WhatsApp body as the phone shows it. */
export function renderWhatsApp(name: TemplateName, locale: Locale, values: TemplateValues): string {
  const filling = whatsAppValues(name, values);
  return whatsAppBodyText(name, locale).replace(
    /\{\{(\d+)\}\}/g,
    (_, index: string) => filling[Number(index) - 1] ?? "",
  );
}
