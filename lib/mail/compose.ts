/**
 * The e-mail templates the queue can send, by name: each validates its stored data (a row of
 * `email_messages`) and composes the HTML and plain-text bodies when the message is sent.
 * A new kind of e-mail is a new entry here.
 */
import "server-only";
import type { z } from "zod";
import {
  composeEmailVerificationEmail,
  composePasswordChangedEmail,
  composePasswordResetEmail,
  emailVerificationData,
  passwordChangedData,
  passwordResetData,
} from "./account/compose";
import { composeStockAlertEmail, stockAlertData } from "./catalog/stock-alert-email";
import {
  composeGiftCardEmail,
  composeGiftCardReceiptEmail,
  giftCardData,
  giftCardReceiptData,
} from "./credit/gift-card-emails";
import { composeDailySummaryEmail, dailySummaryData } from "./operators/daily-summary-email";
import { composeOrderEmail, orderEmailData } from "./orders/compose";
import { composeQuoteSentEmail, quoteSentData } from "./quotes/quote-email";
import {
  composeQuoteRequestedEmail,
  composeQuoteWithdrawnEmail,
  quoteRequestedData,
  quoteWithdrawnData,
} from "./quotes/quote-notices";

export interface ComposedEmail {
  html: string;
  text: string;
  /** Documents sent with it (a quote's proforma invoice), made when the e-mail is sent. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

interface Template<Schema extends z.ZodType> {
  data: Schema;
  compose: (data: z.output<Schema>) => Promise<ComposedEmail>;
}

/** A registry entry: its schema (for the queue's types) and its compose, fed with the stored data. */
const template = <Schema extends z.ZodType>({ data, compose }: Template<Schema>) => ({
  data,
  composeStored: (stored: unknown) => compose(data.parse(stored)),
});

const TEMPLATES = {
  order: template({ data: orderEmailData, compose: composeOrderEmail }),
  passwordReset: template({ data: passwordResetData, compose: composePasswordResetEmail }),
  passwordChanged: template({ data: passwordChangedData, compose: composePasswordChangedEmail }),
  emailVerification: template({ data: emailVerificationData, compose: composeEmailVerificationEmail }),
  stockAlert: template({ data: stockAlertData, compose: composeStockAlertEmail }),
  giftCard: template({ data: giftCardData, compose: composeGiftCardEmail }),
  giftCardReceipt: template({ data: giftCardReceiptData, compose: composeGiftCardReceiptEmail }),
  quoteSent: template({ data: quoteSentData, compose: composeQuoteSentEmail }),
  quoteRequested: template({ data: quoteRequestedData, compose: composeQuoteRequestedEmail }),
  quoteWithdrawn: template({ data: quoteWithdrawnData, compose: composeQuoteWithdrawnEmail }),
  dailySummary: template({ data: dailySummaryData, compose: composeDailySummaryEmail }),
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<Name extends TemplateName> = z.input<(typeof TEMPLATES)[Name]["data"]>;

export async function composeEmail(name: string, data: unknown): Promise<ComposedEmail> {
  if (!(name in TEMPLATES)) throw new Error(`Unknown e-mail template: ${name}`);
  return TEMPLATES[name as TemplateName].composeStored(data);
}
