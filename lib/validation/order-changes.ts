/**
 * What a customer sends to change an order after placing it: a cancellation (before it ships) or
 * a return request (after delivery). Shared by the route handlers and the order page's forms.
 */
import { z } from "zod";
import { recordIdSchema } from "./ids";
import { text } from "./text";

export const MAX_CANCEL_REASON = 300;

/** Reasons the order page offers; the customer may also write their own. */
export const CANCEL_REASONS = [
  "Ordered by mistake",
  "Found a better price elsewhere",
  "Delivery will take too long",
  "Want to change items or address",
] as const;

export const orderCancelSchema = z.object({
  orderId: recordIdSchema("Order ID"),
  reason: text({ error: "Please tell us why you are cancelling" })
    .trim()
    .min(3, "Please tell us why you are cancelling")
    .max(MAX_CANCEL_REASON, `Please keep the reason under ${MAX_CANCEL_REASON} characters`),
});

export type OrderCancel = z.output<typeof orderCancelSchema>;
