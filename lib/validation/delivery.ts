import { z } from "zod";
import { PAYMENT_TYPES } from "../wire/payment-type";
import { PINCODE_PATTERN } from "./form-rules";
import { text } from "./text";
import { validationMessage as message } from "./error-messages";

export const pincodeSchema = text({ error: message("pincodeRequired") })
  .trim()
  .regex(PINCODE_PATTERN, message("pincodeInvalid"));

export const pincodeQuerySchema = z.object({ pincode: pincodeSchema });

export const shippingCostQuerySchema = z.object({
  pincode: pincodeSchema,
  /** Total grams; the product page checks with 500. */
  weight: z.coerce
    .number({ error: "weight must be a number of grams" })
    .int("weight must be a whole number of grams")
    .min(1, "weight must be at least 1 gram")
    .max(100_000, "weight must be at most 100 kg")
    .default(500),
  payment_type: z.enum(PAYMENT_TYPES, { error: "payment_type must be COD or Pre-paid" }).default("Pre-paid"),
  /** Order value in rupees; prepaid orders at or above the threshold ship free. */
  order_value: z.coerce
    .number({ error: "order_value must be an amount in rupees" })
    .min(0, "order_value must not be negative")
    .max(10_000_000, "order_value is too large")
    .optional(),
  /** "1": a promotion of the shopper's cart waives the shipping (the cart's offers say so; the order checks it again). */
  free_shipping: z.enum(["1"], { error: "free_shipping must be 1 or absent" }).optional(),
});
