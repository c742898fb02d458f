/**
 * The order placement payload (SPEC §3) and the delivery address rules of SPEC §5.
 */
import { z } from "zod";
import { PAYMENT_METHOD_VALUES } from "../orders/payment-method";
import { text } from "./text";
import { MAX_LINE_QUANTITY } from "./cart";
import { PINCODE_PATTERN, SIMPLE_EMAIL_PATTERN } from "./form-rules";
import { recordIdSchema } from "./ids";

const REQUIRED = "Please fill in all required fields";

const requiredText = (max: number) =>
  text({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Please keep each field under ${max} characters`);

export const addressSchema = z.object(
  {
    firstName: requiredText(60),
    lastName: requiredText(60),
    email: requiredText(254).pipe(text().regex(SIMPLE_EMAIL_PATTERN, "Please enter a valid email address")),
    phone: requiredText(20),
    street: requiredText(200),
    city: requiredText(80),
    state: requiredText(80),
    zipcode: requiredText(6).pipe(text().regex(PINCODE_PATTERN, "Please enter a valid and serviceable pincode")),
    country: z.literal("India", { error: "We deliver within India only" }).default("India"),
  },
  { error: REQUIRED },
);

export type DeliveryAddress = z.output<typeof addressSchema>;

const orderItemSchema = z.object({
  productId: recordIdSchema("Product ID"),
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  // name, price, weight and image may be sent (SPEC §3) but are ignored: the server's are the truth.
});

export const MAX_ORDER_LINES = 50;

export const orderPlacementSchema = z.object({
  items: z
    .array(orderItemSchema, { error: "Your cart is empty" })
    .min(1, "Your cart is empty")
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} different products`),
  /** What the shopper saw as the total, in rupees; the order is refused if the server's differs. */
  amount: z
    .number({ error: "Amount must be a number" })
    .nonnegative("Amount must not be negative")
    .max(10_000_000, "Amount is too large")
    .optional(),
  address: addressSchema,
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES, { error: "Please select a payment method" }).optional(),
  orderNotes: text().trim().max(500, "Order notes must be at most 500 characters").optional(),
});

export type OrderPlacement = z.output<typeof orderPlacementSchema>;
