/**
 * The store's templates in WhatsApp's terms: the components a send fills, and each template as
 * submitted to Meta for review (`npm start` submits them to the simulator itself; README says how
 * for a real account). An order update has two buttons: "View order" opens the order's tracking
 * page (its signed link, no sign-in: lib/orders/order-links.ts), and
 * "Stop updates" turns WhatsApp off (lib/messaging/replies.ts); a sent quote the same, its "View
 * quote" opening the quote's page (where it is accepted, signed in); a back-in-stock alert has one,
 * "View product"; an operator's alert one into the admin area (English, at its one address), and no
 * "Stop updates": operators change their alerts on the admin's Alerts page.
 */
import { localizedPath } from "../../i18n/addresses";
import type { Locale } from "../../i18n/locales";
import {
  hasSms,
  HEADER_DOCUMENTS,
  SIGN_IN_CODE_MINUTES,
  TEMPLATES,
  type OperatorTemplateName,
  type TemplateName,
  type TemplateParameter,
} from "../templates/catalogue";
import { MESSAGE_TEXTS, whatsAppBodyText, whatsAppValues, type TemplateValues } from "../templates/render";
import type { TemplateComponent } from "./client";

/** The quick reply's payload that withdraws WhatsApp consent. */
export const STOP_PAYLOAD = "STOP_UPDATES";

/**
 * The Confirm and Cancel quick replies' payloads: the answer and the order's signed link token
 * (lib/orders/order-links.ts), read back by lib/orders/cod-confirmation/whatsapp-answers.ts.
 */
export const CONFIRMATION_PAYLOAD = { confirm: "COD_CONFIRM", cancel: "COD_CANCEL" } as const;
export type ConfirmationAnswer = keyof typeof CONFIRMATION_PAYLOAD;

export const confirmationPayload = (answer: ConfirmationAnswer, orderLink: string) =>
  `${CONFIRMATION_PAYLOAD[answer]}:${orderLink}`;

/** The values Meta's reviewers see in a submitted template. */
const EXAMPLE_VALUES: TemplateValues = {
  name: "Asha",
  order: "A1B2C3D4",
  orderLink: "cmabc123def456ghi789jkl0.Xq3vT0bm9Lw2Zk8Pa1Yd4Q",
  amount: "₹1,499.00",
  code: "482913",
  product: "Trigonometry Ratio Board Game",
  productPath: "cmxyz987wvu654tsr321qpo0",
  confirmCode: "q0Xk3vT9bm2Lw8Zp",
  hours: "48",
  quote: "GP-PF/2026-27/000042",
  quotePath: "cmqrs456tuv789wxy012zab3",
  validUntil: "14 December 2026",
  items: "3",
  place: "Jodhpur, Rajasthan",
  orderId: "cmabc123def456ghi789jkl0",
  day: "13 December 2026",
  orders: "12",
  net: "₹18,450.00",
  cancelled: "1",
  toPack: "4",
  toConfirm: "2",
  toReview: "1",
};

/** An operator's alert's one button: the new order's admin page, or the dashboard (a fixed address). */
const ADMIN_BUTTONS = {
  store_new_order: { label: "openOrder", page: "/admin/orders/", value: "orderId" },
  store_daily_summary: { label: "openDashboard", page: "/admin", value: null },
} as const satisfies Record<OperatorTemplateName, { label: string; page: string; value: TemplateParameter | null }>;

/** The page an update's URL button opens: its label, its address, and the value that address ends with. */
interface UpdatePage {
  label: "viewOrder" | "viewQuote";
  page: string;
  value: TemplateParameter;
}
const ORDER_PAGE: UpdatePage = { label: "viewOrder", page: "/track/", value: "orderLink" };
const QUOTE_PAGE: UpdatePage = { label: "viewQuote", page: "/quotes/", value: "quotePath" };
const updatePage = (name: TemplateName) => (name === "quote_sent" ? QUOTE_PAGE : ORDER_PAGE);

const text = (value: string) => ({ type: "text" as const, text: value });

/** What a send of `name` carries: its body's values and its buttons' parts. */
export function templateComponents(name: TemplateName, values: TemplateValues): TemplateComponent[] {
  const body: TemplateComponent = { type: "body", parameters: whatsAppValues(name, values).map(text) };
  if (name === "sign_in_code") {
    // The copy-code button carries the code too (Meta's authentication templates).
    return [body, { type: "button", sub_type: "url", index: "0", parameters: [text(values.code ?? "")] }];
  }
  if (name === "back_in_stock") {
    return [body, { type: "button", sub_type: "url", index: "0", parameters: [text(values.productPath ?? "")] }];
  }
  if (!hasSms(name)) {
    const { value } = ADMIN_BUTTONS[name];
    // A fixed address takes no value.
    if (!value) return [body];
    return [body, { type: "button", sub_type: "url", index: "0", parameters: [text(values[value] ?? "")] }];
  }
  const pageButton = (index: number): TemplateComponent => ({
    type: "button",
    sub_type: "url",
    index: String(index),
    parameters: [text(values[updatePage(name).value] ?? "")],
  });
  const quickReply = (index: number, payload: string): TemplateComponent => ({
    type: "button",
    sub_type: "quick_reply",
    index: String(index),
    parameters: [{ type: "payload", payload }],
  });
  if (TEMPLATES[name].asksConfirmation) {
    const orderLink = values.orderLink ?? "";
    return [
      body,
      quickReply(0, confirmationPayload("confirm", orderLink)),
      quickReply(1, confirmationPayload("cancel", orderLink)),
      pageButton(2),
    ];
  }
  const { headerDocument } = TEMPLATES[name];
  const header: TemplateComponent[] = [];
  if (headerDocument) {
    const { link, filename } = HEADER_DOCUMENTS[headerDocument];
    const document = { link: values[link] ?? "", filename: values[filename] ?? "" };
    header.push({ type: "header", parameters: [{ type: "document", document }] });
  }
  return [...header, body, pageButton(0), quickReply(1, STOP_PAYLOAD)];
}

/**
 * The template in `locale` as Meta's creation API takes it. A template with a document (an invoice
 * or a proforma invoice) as its header is reviewed with a sample PDF uploaded to Meta beforehand
 * (`invoiceSampleHandle`).
 */
export function templateDefinition(
  name: TemplateName,
  locale: Locale,
  siteUrl: string,
  invoiceSampleHandle: string | null = null,
) {
  const { category } = TEMPLATES[name];
  if (name === "sign_in_code") {
    return {
      name,
      language: locale,
      category,
      components: [
        { type: "BODY", add_security_recommendation: true },
        { type: "FOOTER", code_expiration_minutes: SIGN_IN_CODE_MINUTES },
        { type: "BUTTONS", buttons: [{ type: "OTP", otp_type: "COPY_CODE" }] },
      ],
    };
  }
  const texts = MESSAGE_TEXTS[locale];
  const body = {
    type: "BODY",
    text: whatsAppBodyText(name, locale),
    example: { body_text: [whatsAppValues(name, EXAMPLE_VALUES)] },
  };
  // A button opening `page` + its value, shown to Meta's reviewers with an example value.
  const urlButton = (text: string, page: string, example: string | undefined) => {
    const url = `${siteUrl}${localizedPath(page, locale)}`;
    return { type: "URL", text, url: `${url}{{1}}`, example: [`${url}${example ?? ""}`] };
  };
  if (!hasSms(name)) {
    const { label, page, value } = ADMIN_BUTTONS[name];
    const button = value
      ? {
          type: "URL",
          text: texts.buttons[label],
          url: `${siteUrl}${page}{{1}}`,
          example: [`${siteUrl}${page}${EXAMPLE_VALUES[value]}`],
        }
      : { type: "URL", text: texts.buttons[label], url: `${siteUrl}${page}` };
    return { name, language: locale, category, components: [body, { type: "BUTTONS", buttons: [button] }] };
  }
  const { label, page, value } = updatePage(name);
  const viewPage = urlButton(texts.buttons[label], page, EXAMPLE_VALUES[value]);
  if (TEMPLATES[name].asksConfirmation) {
    // Confirm and Cancel answer at once; "View order" opens the page that also offers paying online.
    const buttons = [
      { type: "QUICK_REPLY", text: texts.buttons.confirm },
      { type: "QUICK_REPLY", text: texts.buttons.cancel },
      viewPage,
    ];
    return { name, language: locale, category, components: [body, { type: "BUTTONS", buttons }] };
  }
  const components =
    name === "back_in_stock"
      ? // One message the shopper asked for: nothing to stop, so no footer and no quick reply.
        [
          body,
          { type: "BUTTONS", buttons: [urlButton(texts.buttons.viewProduct, "/shop/", EXAMPLE_VALUES.productPath)] },
        ]
      : [
          ...(TEMPLATES[name].headerDocument
            ? [
                {
                  type: "HEADER",
                  format: "DOCUMENT",
                  ...(invoiceSampleHandle && { example: { header_handle: [invoiceSampleHandle] } }),
                },
              ]
            : []),
          body,
          { type: "FOOTER", text: texts.footer },
          {
            type: "BUTTONS",
            buttons: [viewPage, { type: "QUICK_REPLY", text: texts.buttons.stop }],
          },
        ];
  return { name, language: locale, category, components };
}
