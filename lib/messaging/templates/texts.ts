/**
 * The shape of a language's message texts (./en.ts, ./hi.ts). Their words are fixed by approval:
 * changing one means submitting the template again (README, "WhatsApp and SMS").
 */
import type { OperatorTemplateName, OrderTemplateName, ReplyName } from "./catalogue";

export interface TemplateTexts {
  /** WhatsApp's body: {{1}}, {{2}}… in the order of the template's `body` parameters. */
  whatsapp: string;
  /** The DLT-registered SMS: {#var#} in the order of its `sms` parameters; {site} is the store's address. */
  sms: string;
}

export interface MessageTexts {
  orders: Record<OrderTemplateName, TemplateTexts>;
  /** An authentication template's words are Meta's own; only its SMS is the store's. */
  signInCodeSms: string;
  /** A back-in-stock alert's one message. */
  backInStock: TemplateTexts;
  /** A priced quote sent to its customer, its proforma invoice attached on WhatsApp. */
  quoteSent: TemplateTexts;
  /** The operators' alerts: WhatsApp's body only, as they have no SMS. */
  operatorAlerts: Record<OperatorTemplateName, string>;
  /** Under every order and quote update. */
  footer: string;
  buttons: {
    /** Confirm or cancel a cash on delivery order: the confirmation templates' quick replies. */
    confirm: string;
    cancel: string;
    /** Opens the order's page: the template's URL button. */
    viewOrder: string;
    /** Turns WhatsApp updates off: the template's quick reply. */
    stop: string;
    /** Opens the product's page: the back-in-stock template's URL button. */
    viewProduct: string;
    /** Opens the quote's page, where it is accepted: the quote template's URL button. */
    viewQuote: string;
    /** The operators' alerts' URL buttons: the order's admin page, the dashboard. */
    openOrder: string;
    openDashboard: string;
  };
  /** Replies to a STOP, or to a confirmation answered too late: sent inside the conversation the customer just opened, so no template. */
  replies: Record<ReplyName, string>;
}
