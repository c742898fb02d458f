/**
 * The store's message templates: what each says is in ./en.ts and ./hi.ts; here, what fills it.
 * WhatsApp sends only templates Meta has approved, and Indian SMS only texts registered on DLT,
 * so each template's words are fixed and only its parameters vary: `body` fills WhatsApp's {{1}},
 * {{2}}…, `sms` the DLT text's {#var#}s (at most two, never side by side, as TRAI's 2025 direction
 * requires). The operators' alerts go on WhatsApp only: they have no DLT text. The README lists
 * them all for approval, in both languages.
 */
import type { CustomerMessage } from "../../mail/orders/messages";

/** A value a template is filled with (./parameters.ts). */
export type TemplateParameter =
  | "name"
  | "order"
  /** The order's signed tracking-page token (lib/orders/order-links.ts), the "View order" button's. */
  | "orderLink"
  | "amount"
  | "code"
  | "product"
  /** The product's name cut to DLT's 30 characters, for the SMS. */
  | "productShort"
  | "productPath"
  /** The order's tax invoice by its signed link, and the file name the phone shows. */
  | "invoiceLink"
  | "invoiceFile"
  /** The code of the order's short link `/c/{code}`, for an SMS asking to confirm cash on delivery. */
  | "confirmCode"
  /** COD_CONFIRM_HOURS: how long a cash on delivery order waits for its confirmation. */
  | "hours"
  /** A sent quote's proforma number ("GP-PF/2026-27/000001"). */
  | "quote"
  /** The quote's id, which the "View quote" button's `/quotes/{id}` ends with. */
  | "quotePath"
  /** The quote's last valid day, as its language writes a date. */
  | "validUntil"
  /** The quote's proforma invoice by its signed link, and the file name the phone shows. */
  | "proformaLink"
  | "proformaFile"
  /** An operator's new order: its units, where it goes ("Jaipur, Rajasthan"), its id for the admin's page. */
  | "items"
  | "place"
  | "orderId"
  /** An operator's daily summary: the day, its earned orders, net sales and cancellations, and what waits. */
  | "day"
  | "orders"
  | "net"
  | "cancelled"
  | "toPack"
  | "toConfirm"
  | "toReview";

/**
 * The PDFs a WhatsApp message can carry as its DOCUMENT header, each by the values that give its
 * signed link (fetched by Meta as it sends) and the file name the phone shows.
 */
export const HEADER_DOCUMENTS = {
  /** An order's tax invoice (lib/orders/order-links.ts). */
  invoice: { link: "invoiceLink", filename: "invoiceFile" },
  /** A sent quote's proforma invoice (lib/quotes/proforma-link.ts). */
  proforma: { link: "proformaLink", filename: "proformaFile" },
} as const satisfies Record<string, { link: TemplateParameter; filename: TemplateParameter }>;
export type HeaderDocument = keyof typeof HEADER_DOCUMENTS;

export interface TemplateDefinition {
  /** Meta's category: utility for an order's and a quote's updates, authentication for sign-in codes. */
  category: "UTILITY" | "AUTHENTICATION";
  body: readonly TemplateParameter[];
  /** The DLT text's values; null for a template sent on WhatsApp only, which no SMS stands in for. */
  sms: readonly TemplateParameter[] | null;
  /**
   * Who reads it: a customer, whose consent is to updates on the channel (or the one message they
   * asked for); or an operator, whose is their alerts' (lib/operator-alerts/), never a customer's.
   */
  audience: "customer" | "operator";
  /** Whether it waits for daytime (lib/messaging/daytime.ts) when its cause comes at night. */
  canWait: boolean;
  /**
   * The shopper asked for this one message (a code, a back-in-stock alert): it needs no standing
   * consent to updates (lib/messaging/deliver.ts). An order or quote update needs the channel's consent.
   */
  askedFor: boolean;
  /** The PDF the message carries as a DOCUMENT header: the order's tax invoice, the quote's proforma, or none. */
  headerDocument: HeaderDocument | null;
  /** Whether it asks to confirm a cash on delivery order: Confirm and Cancel quick replies (issue #33). */
  asksConfirmation: boolean;
}

const update = (
  body: TemplateParameter[],
  sms: TemplateParameter[],
  canWait: boolean,
  {
    headerDocument = null,
    asksConfirmation = false,
  }: Partial<Pick<TemplateDefinition, "headerDocument" | "asksConfirmation">> = {},
): TemplateDefinition => ({
  category: "UTILITY",
  body,
  sms,
  canWait,
  askedFor: false,
  headerDocument,
  asksConfirmation,
  audience: "customer",
});
const NAME_ORDER: TemplateParameter[] = ["name", "order"];
const NAME_ORDER_AMOUNT: TemplateParameter[] = ["name", "order", "amount"];
/** DLT caps a value at 30 characters: an order's page address is too long, so an SMS links the orders page. */
const ORDER: TemplateParameter[] = ["order"];
const AMOUNT_ORDER: TemplateParameter[] = ["amount", "order"];
/** The SMS asking to confirm links the order's short link, which fits DLT's 30 characters. */
const ORDER_CONFIRM_CODE: TemplateParameter[] = ["order", "confirmCode"];

/** The order's updates to its customer, one per e-mail of lib/mail/orders/messages.ts. */
export const ORDER_TEMPLATES = {
  // The shopper's own doing: answered at once, whatever the hour.
  // The order confirmed: its tax invoice, issued in the same transaction, goes with it.
  order_placed: update(NAME_ORDER, ORDER, false, { headerDocument: "invoice" }),
  order_paid: update(NAME_ORDER, ORDER, false, { headerDocument: "invoice" }),
  // Cash on delivery: confirm or cancel with a tap, right after placing; reminded by day.
  order_confirm_cod: update(["name", "order", "amount", "hours"], ORDER_CONFIRM_CODE, false, {
    asksConfirmation: true,
  }),
  order_confirm_reminder: update(["name", "order", "hours"], ORDER_CONFIRM_CODE, true, { asksConfirmation: true }),
  order_confirm_expired: update(NAME_ORDER, ORDER, true),
  order_payment_failed: update(NAME_ORDER, ORDER, false),
  order_cancelled_by_customer: update(NAME_ORDER, ORDER, false),
  order_return_requested: update(NAME_ORDER, ORDER, false),
  // The courier is at the door today: it cannot wait.
  order_out_for_delivery: update(NAME_ORDER, ORDER, false),
  // A failed delivery: the customer's answer decides within hours whether it comes back (RTO).
  order_delivery_failed: update(NAME_ORDER, ORDER, false),
  // News that keeps until morning.
  order_packed: update(NAME_ORDER, ORDER, true),
  order_shipped: update(NAME_ORDER, ORDER, true),
  order_delivered: update(NAME_ORDER, ORDER, true),
  order_cancelled: update(NAME_ORDER, ORDER, true),
  order_returning: update(NAME_ORDER, ORDER, true),
  order_returned: update(NAME_ORDER, ORDER, true),
  order_refund_started: update(NAME_ORDER_AMOUNT, AMOUNT_ORDER, true),
  order_refund_completed: update(NAME_ORDER_AMOUNT, AMOUNT_ORDER, true),
  order_return_approved: update(NAME_ORDER, ORDER, true),
  order_return_rejected: update(NAME_ORDER, ORDER, true),
  order_return_received: update(NAME_ORDER, ORDER, true),
  order_return_refunded: update(NAME_ORDER_AMOUNT, AMOUNT_ORDER, true),
} as const satisfies Record<`order_${CustomerMessage}`, TemplateDefinition>;

/** An operator's alert: WhatsApp only, to an admin who chose it, with a button into the admin area. */
const operatorAlert = (body: TemplateParameter[], canWait: boolean): TemplateDefinition => ({
  category: "UTILITY",
  body,
  sms: null,
  canWait,
  askedFor: false,
  headerDocument: null,
  asksConfirmation: false,
  audience: "operator",
});

/** The store's news to its operators (lib/operator-alerts/), in English as the admin area is. */
export const OPERATOR_TEMPLATES = {
  // Each new order as the store's inbox hears of it; one at night keeps until the morning.
  store_new_order: operatorAlert(["order", "amount", "items", "place"], true),
  // Sent at 08:00 India time by the daily summary job itself.
  store_daily_summary: operatorAlert(["day", "orders", "net", "cancelled", "toPack", "toConfirm", "toReview"], false),
} as const satisfies Record<`store_${string}`, TemplateDefinition>;
export type OperatorTemplateName = keyof typeof OPERATOR_TEMPLATES;

export const TEMPLATES = {
  ...ORDER_TEMPLATES,
  /**
   * A quote an operator priced and sent (lib/quotes/quote-message.ts), with its proforma invoice
   * (the e-mail attaches it too): news that keeps until morning. An SMS carries no document and at
   * most two values: the number and the sum, and the quotes page's address.
   */
  quote_sent: update(["name", "quote", "amount", "validUntil"], ["quote", "amount"], true, {
    headerDocument: "proforma",
  }),
  /** A one-time sign-in code: Meta writes an authentication template's words itself. */
  sign_in_code: {
    category: "AUTHENTICATION",
    body: ["code"],
    sms: ["code"],
    canWait: false,
    askedFor: true,
    headerDocument: null,
    asksConfirmation: false,
    audience: "customer",
  },
  /**
   * The one message of a back-in-stock alert (lib/catalog/stock-alerts.ts). Utility: it answers
   * the shopper's own request and promotes nothing (no offer, no other product); Meta may still
   * re-categorise it, and the admin's costs follow the category it bills.
   */
  back_in_stock: {
    category: "UTILITY",
    body: ["name", "product"],
    sms: ["productShort"],
    canWait: true,
    askedFor: true,
    headerDocument: null,
    asksConfirmation: false,
    audience: "customer",
  },
  ...OPERATOR_TEMPLATES,
} as const satisfies Record<string, TemplateDefinition>;

export type TemplateName = keyof typeof TEMPLATES;

/**
 * Free-form WhatsApp replies: allowed only within 24 hours of the customer's own message, which
 * each answers, so no template (and no approval) is needed. Their words are in ./en.ts, ./hi.ts.
 */
export const REPLIES = ["updates_stopped", "confirmation_closed"] as const;
export type ReplyName = (typeof REPLIES)[number];
/** What a queued message says: a template, or a reply. */
export type MessageName = TemplateName | ReplyName;

export const isReply = (name: string): name is ReplyName => (REPLIES as readonly string[]).includes(name);
export type OrderTemplateName = keyof typeof ORDER_TEMPLATES;

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/** The templates with a DLT text: every one but the operators' alerts. */
export type SmsTemplateName = Exclude<TemplateName, OperatorTemplateName>;
export const hasSms = (name: TemplateName): name is SmsTemplateName => TEMPLATES[name].sms !== null;
export const SMS_TEMPLATE_NAMES = TEMPLATE_NAMES.filter(hasSms);

/** Minutes a sign-in code lives (the authentication template's footer says so). */
export const SIGN_IN_CODE_MINUTES = 5;
