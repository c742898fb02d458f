/**
 * What a customer sends to change an order after placing it: a cancellation (before it ships) or
 * a return request (after delivery). Shared by the route handlers and the order page's forms.
 */
import { z } from "zod";
import { RETURN_REASONS } from "../orders/returns/policy";
import { MAX_LINE_QUANTITY } from "./cart";
import { recordIdSchema } from "./ids";
import { MAX_ORDER_LINES } from "./order";
import { MAX_CANCEL_REASON, MAX_RETURN_DETAILS, MAX_RETURN_PHOTOS } from "./form-rules";
import { text } from "./text";

export const orderCancelSchema = z.object({
  orderId: recordIdSchema("Order ID"),
  reason: text({ error: "Please tell us why you are cancelling" })
    .trim()
    .min(3, "Please tell us why you are cancelling")
    .max(MAX_CANCEL_REASON, `Please keep the reason under ${MAX_CANCEL_REASON} characters`),
});

export type OrderCancel = z.output<typeof orderCancelSchema>;

/** An image the store itself stored (lib/media/uploads.ts names them /uploads/<hash>.<ext>). */
export const UPLOADED_PHOTO_PATH = /^\/uploads\/[a-f0-9]{32}\.(png|jpg|webp)$/;

const returnLineSchema = z.object({
  orderItemId: recordIdSchema("Order item ID"),
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
});

export const returnRequestSchema = z.object({
  orderId: recordIdSchema("Order ID"),
  reason: z.enum(RETURN_REASONS, { error: "Please choose a reason for the return" }),
  details: text({ error: "Please describe the problem" })
    .trim()
    .min(5, "Please describe the problem")
    .max(MAX_RETURN_DETAILS, `Please keep the description under ${MAX_RETURN_DETAILS} characters`),
  items: z
    .array(returnLineSchema, { error: "Choose the items to return" })
    .min(1, "Choose the items to return")
    .max(MAX_ORDER_LINES, "Too many items")
    .refine(
      (lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length,
      "Each item may appear once in a return",
    ),
  photos: z
    .array(text().regex(UPLOADED_PHOTO_PATH, "Upload the photos first"), { error: "Photos must be a list" })
    .max(MAX_RETURN_PHOTOS, `Attach at most ${MAX_RETURN_PHOTOS} photos`)
    .default([]),
});

export type ReturnRequestInput = z.output<typeof returnRequestSchema>;
