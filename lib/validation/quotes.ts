/**
 * Quotes for schools and bulk buyers (lib/quotes/): what a customer asks for, how an operator
 * prices it, and what the customer adds on accepting it. Days are Indian calendar days ("2026-12-14").
 */
import { z } from "zod";
import { validationMessage as message } from "./error-messages";
import { recordIdSchema } from "./ids";
import { rupeeAmount } from "./rupees";
import { addressSchema, purchaseOrderSchema } from "./order";
import { text } from "./text";

/** A school's largest realistic order of one product: a kit for every child of a large school. */
export const MAX_QUOTE_QUANTITY = 5_000;
export const MAX_QUOTE_LINES = 30;
const NOTES_MAX = 1_000;

const isoDay = z.iso.date(message("dateInvalid"));

export const quoteRequestSchema = z.object({
  items: z
    .array(
      z.object({
        productId: recordIdSchema("Product ID"),
        quantity: z
          .number({ error: message("quantityWhole") })
          .int(message("quantityWhole"))
          .min(1, message("quantityMin", { min: 1 }))
          .max(MAX_QUOTE_QUANTITY, message("quantityMax", { max: MAX_QUOTE_QUANTITY })),
      }),
      { error: message("quoteItemsRequired") },
    )
    .min(1, message("quoteItemsRequired"))
    .max(MAX_QUOTE_LINES, message("orderLinesMax", { max: MAX_QUOTE_LINES })),
  organisation: text({ error: message("organisationRequired") })
    .trim()
    .min(2, message("organisationRequired"))
    .max(120, message("fieldMax", { max: 120 })),
  /** The day the goods are needed by; today or later (checked against India's date by the domain). */
  neededBy: isoDay.optional(),
  notes: text()
    .trim()
    .max(NOTES_MAX, message("notesMax", { max: NOTES_MAX }))
    .optional(),
  address: addressSchema,
  /** A GST invoice to the customer's business profile (lib/business/). */
  gstInvoice: z.boolean({ error: "gstInvoice must be true or false" }).optional(),
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

const rupees = (what: string) => rupeeAmount(`${what} must be an amount in rupees, such as 449 or 449.10`);

/** An operator's price: each line's quoted unit price (tax-inclusive), shipping, validity and terms. */
export const quotePricingSchema = z.object({
  lines: z
    .array(z.object({ lineId: recordIdSchema("Line ID"), unitPrice: rupees("A quoted price") }))
    .min(1, "Price every line"),
  shipping: rupees("Shipping"),
  validUntil: isoDay,
  terms: text().trim().max(NOTES_MAX, `Terms must be at most ${NOTES_MAX} characters`).optional(),
});
export type QuotePricing = z.output<typeof quotePricingSchema>;

export const quoteAcceptanceSchema = z.object({ purchaseOrder: purchaseOrderSchema.optional() });
