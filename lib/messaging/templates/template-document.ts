/**
 * docs/MESSAGE-TEMPLATES.md, written from the templates themselves (`npm run docs:templates`; a
 * test keeps the file equal to this): what to submit to Meta for approval and register on DLT for
 * MSG91, in both languages, word for word.
 */
import { LOCALES, type Locale } from "../../i18n/locales";
import { hasSms, REPLIES, TEMPLATE_NAMES, TEMPLATES } from "./catalogue";
import { MESSAGE_TEXTS, smsTemplateText, whatsAppBodyText } from "./render";

const SITE = "{SITE_URL}";
const LANGUAGE_NAMES = { en: "English (`en`)", hi: "Hindi (`hi`)" } as const;

const quote = (text: string) => `> ${text}`;
const localePrefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

/** What each document header carries, as the section of a template with one says. */
const HEADER_DOCUMENT_NAMES = { invoice: "the order's tax invoice", proforma: "the quote's proforma invoice" } as const;

function templateSection(name: (typeof TEMPLATE_NAMES)[number]): string[] {
  const { category, body, sms, headerDocument, asksConfirmation } = TEMPLATES[name];
  const lines = [
    `## \`${name}\``,
    "",
    `Meta category: ${category}. WhatsApp values: ${body.join(", ")}. ${sms ? `SMS values: ${sms.join(", ")}.` : "WhatsApp only: no SMS."}`,
  ];
  if (headerDocument) {
    lines.push(
      "",
      `WhatsApp header: DOCUMENT, ${HEADER_DOCUMENT_NAMES[headerDocument]} (PDF); submit with \`WHATSAPP_INVOICE_SAMPLE_HANDLE\`.`,
    );
  }
  if (asksConfirmation) {
    const buttons = LOCALES.map((locale) => {
      const { confirm, cancel, viewOrder } = MESSAGE_TEXTS[locale].buttons;
      return `"${confirm}", "${cancel}" (quick replies) and "${viewOrder}" (URL) in ${LANGUAGE_NAMES[locale]}`;
    });
    lines.push("", `No footer. Buttons instead of the order updates': ${buttons.join("; ")}.`);
  }
  for (const locale of LOCALES) {
    lines.push("", `### ${LANGUAGE_NAMES[locale]}`, "", "WhatsApp body:", "", quote(whatsAppBodyText(name, locale)));
    if (hasSms(name)) {
      lines.push("", "SMS (DLT, service-implicit):", "", quote(smsTemplateText(name, locale, SITE)));
    }
  }
  return lines;
}

export function templateDocument(): string {
  const buttons = LOCALES.map(
    (locale) =>
      `- ${LANGUAGE_NAMES[locale]}: footer "${MESSAGE_TEXTS[locale].footer}"; buttons "${MESSAGE_TEXTS[locale].buttons.viewOrder}" (URL \`${SITE}${localePrefix(locale)}/track/{{1}}\`, the order's signed tracking page) and "${MESSAGE_TEXTS[locale].buttons.stop}" (quick reply).`,
  );
  const quoteButtons = LOCALES.map(
    (locale) =>
      `- ${LANGUAGE_NAMES[locale]}: "${MESSAGE_TEXTS[locale].buttons.viewQuote}" (URL \`${SITE}${localePrefix(locale)}/quotes/{{1}}\`, the quote's page) and "${MESSAGE_TEXTS[locale].buttons.stop}" (quick reply).`,
  );
  const replies = REPLIES.flatMap((reply) =>
    LOCALES.map((locale) => `- \`${reply}\`, ${LANGUAGE_NAMES[locale]}: ${MESSAGE_TEXTS[locale].replies[reply]}`),
  );
  return [
    "# Message templates",
    "",
    "Written by `npm run docs:templates` from `lib/messaging/templates/`; a test keeps this file equal to them.",
    'Submit the WhatsApp templates with `npm run whatsapp:templates` (README, "WhatsApp and SMS"); register the',
    `SMS texts on your DLT portal exactly as below, with \`${SITE}\` replaced by the store's address (whitelisted as a`,
    "call-to-action URL), then map each in MSG91 and list their ids in `MSG91_TEMPLATE_IDS`.",
    "",
    "Every order update (`order_*`, utility) but the two asking to confirm cash on delivery has the same footer and buttons:",
    "",
    ...buttons,
    "",
    "`quote_sent` (utility, to a customer who chose updates, with the proforma invoice) has the same footer, and these buttons:",
    "",
    ...quoteButtons,
    "",
    "`back_in_stock` answers a shopper's own back-in-stock alert: no footer, one URL button,",
    "",
    ...LOCALES.map(
      (locale) =>
        `- ${LANGUAGE_NAMES[locale]}: "${MESSAGE_TEXTS[locale].buttons.viewProduct}" (URL \`${SITE}${localePrefix(locale)}/shop/{{1}}\`).`,
    ),
    "",
    "`store_new_order` and `store_daily_summary` (utility) are the operators' alerts, on WhatsApp only (no DLT text),",
    "sent in English to an admin who chose them on `/admin/alerts`: no footer, one URL button into the admin area,",
    "",
    ...LOCALES.map((locale) => {
      const { openOrder, openDashboard } = MESSAGE_TEXTS[locale].buttons;
      return `- ${LANGUAGE_NAMES[locale]}: "${openOrder}" (URL \`${SITE}/admin/orders/{{1}}\`, the order's admin page) or "${openDashboard}" (URL \`${SITE}/admin\`).`;
    }),
    "",
    "`sign_in_code` is an authentication template: Meta writes its words (with the security recommendation, a",
    "5-minute expiry and a copy-code button); the store submits only its settings.",
    "",
    "Free-form replies, sent only inside the 24 hours a customer's own message opens (no approval):",
    "",
    ...replies,
    "",
    ...TEMPLATE_NAMES.flatMap((name) => [...templateSection(name), ""]),
  ].join("\n");
}
