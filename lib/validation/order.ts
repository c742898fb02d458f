/**
 * The order placement payload (SPEC §3) and the delivery address rules of SPEC §5.
 */
import { z } from "zod";
import { DAY_MS } from "../dates";
import { MAX_GIFT_CARDS_PER_ORDER } from "../credit/limits";
import { CHECKOUT_PAYMENT_METHODS } from "../orders/payment-method";
import { text } from "./text";
import { positiveQuantitySchema } from "./cart";
import { PINCODE_PATTERN, SIMPLE_EMAIL_PATTERN } from "./form-rules";
import { recordIdSchema } from "./ids";
import { validationMessage as message } from "./error-messages";

const REQUIRED = message("requiredFields");

const requiredText = (max: number) =>
  text({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, message("fieldMax", { max }));

export const addressSchema = z.object(
  {
    firstName: requiredText(60),
    lastName: requiredText(60),
    email: requiredText(254).pipe(text().regex(SIMPLE_EMAIL_PATTERN, message("emailInvalidAddress"))),
    phone: requiredText(20),
    street: requiredText(200),
    city: requiredText(80),
    state: requiredText(80),
    zipcode: requiredText(6).pipe(text().regex(PINCODE_PATTERN, message("pincodeNotServiceable"))),
    country: z.literal("India", { error: message("indiaOnly") }).default("India"),
  },
  { error: REQUIRED },
);

export type DeliveryAddress = z.output<typeof addressSchema>;

const orderItemSchema = z.object({
  productId: recordIdSchema("Product ID"),
  quantity: positiveQuantitySchema,
  // name, price, weight and image may be sent (SPEC §3) but are ignored: the server's are the truth.
});

export const MAX_ORDER_LINES = 50;
const PURCHASE_ORDER_MAX = 40;

/** A buyer's purchase order number, printed on the tax invoice. */
export const purchaseOrderSchema = text()
  .trim()
  .max(PURCHASE_ORDER_MAX, message("purchaseOrderMax", { max: PURCHASE_ORDER_MAX }));
const MAX_ORDER_NOTES = 500;

export const orderPlacementSchema = z.object({
  items: z
    .array(orderItemSchema, { error: message("cartEmpty") })
    .min(1, message("cartEmpty"))
    .max(MAX_ORDER_LINES, message("orderLinesMax", { max: MAX_ORDER_LINES })),
  /** What the shopper saw as the total, in rupees; the order is refused if the server's differs. */
  amount: z
    .number({ error: "Amount must be a number" })
    .nonnegative("Amount must not be negative")
    .max(10_000_000, "Amount is too large")
    .optional(),
  address: addressSchema,
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: message("paymentMethodRequired") }).optional(),
  orderNotes: text()
    .trim()
    .max(MAX_ORDER_NOTES, message("orderNotesMax", { max: MAX_ORDER_NOTES }))
    .optional(),
  /** The shopper was told of the same order placed minutes ago and wants another (lib/orders/repeat-orders.ts). */
  confirmRepeat: z.boolean({ error: "confirmRepeat must be true or false" }).optional(),
  /** The promotion code the checkout showed applied; the order is refused if it no longer applies. */
  couponCode: text().trim().max(40, message("couponUnknown")).optional(),
  /** Gift cards to pay with (lib/credit/), each refused when it cannot pay. */
  giftCardCodes: z
    .array(text().trim().max(40, message("giftCardUnknown")), { error: message("giftCardUnknown") })
    .max(MAX_GIFT_CARDS_PER_ORDER, message("giftCardsMax", { max: MAX_GIFT_CARDS_PER_ORDER }))
    .optional(),
  useStoreCredit: z.boolean({ error: "useStoreCredit must be true or false" }).optional(),
  /** What the checkout showed gift cards and store credit paying, in rupees; refused if the server's differs. */
  paidByCredit: z
    .number({ error: "paidByCredit must be a number" })
    .nonnegative("paidByCredit must not be negative")
    .max(10_000_000, "paidByCredit is too large")
    .optional(),
  /** A GST invoice to the business or school of the customer's profile (lib/business/): a B2B supply. */
  gstInvoice: z.boolean({ error: "gstInvoice must be true or false" }).optional(),
  /** The buyer's purchase order number, printed on the tax invoice. */
  purchaseOrder: purchaseOrderSchema.optional(),
});

/** A period of Indian calendar days, a year at most: a school's invoices for its accounts (GET /api/order/invoices). */
export const invoicePeriodSchema = z
  .object({
    from: z.iso.date("from must be a day such as 2026-04-01"),
    to: z.iso.date("to must be a day such as 2027-03-31"),
  })
  .refine(({ from, to }) => from <= to, "The period must end on or after its first day")
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 366 * DAY_MS, "Choose a period of a year at most");

export type OrderPlacement = z.output<typeof orderPlacementSchema>;

/** The lines a shopper may pay on delivery, asked at the payment step (POST /api/order/cod-check). */
export const codCheckSchema = orderPlacementSchema.pick({ items: true }).extend({
  /** Where it goes, as far as the shopper has entered it: the cash on delivery rules read the place and contact. */
  address: z
    .object({
      zipcode: text().regex(PINCODE_PATTERN, message("pincodeInvalid")),
      phone: text().max(20).optional(),
      street: text().max(200).optional(),
    })
    .optional(),
});
