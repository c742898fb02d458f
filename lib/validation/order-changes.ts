/**
 * What a customer sends to change an order after placing it: a cancellation (before it ships) or
 * a return request (after delivery). Shared by the route handlers and the order page's forms.
 */
import { z } from "zod";
import { RETURN_REASONS } from "../orders/returns/policy";
import { positiveQuantitySchema } from "./cart";
import { recordIdSchema } from "./ids";
import { MAX_ORDER_LINES } from "./order";
import { MAX_CANCEL_REASON, MAX_RETURN_DETAILS, MAX_RETURN_PHOTOS } from "./form-rules";
import { refundDestinationSchema } from "./refund-destination";
import { text } from "./text";
import { validationMessage as message } from "./error-messages";

export const orderCancelSchema = z.object({
  orderId: recordIdSchema("Order ID"),
  reason: text({ error: message("cancelReasonRequired") })
    .trim()
    .min(3, message("cancelReasonRequired"))
    .max(MAX_CANCEL_REASON, message("cancelReasonMax", { max: MAX_CANCEL_REASON })),
});

export type OrderCancel = z.output<typeof orderCancelSchema>;

/** Some units of the order cancelled, the rest going ahead (POST /api/order/cancel-items): each line once. */
export const itemCancelSchema = orderCancelSchema.extend({
  items: z
    .array(z.object({ orderItemId: recordIdSchema("Order item ID"), quantity: positiveQuantitySchema }))
    .min(1, message("chooseItemsToCancel"))
    .max(50)
    .refine(
      (items) => new Set(items.map((item) => item.orderItemId)).size === items.length,
      message("chooseItemsToCancel"),
    ),
});

export type ItemCancel = z.output<typeof itemCancelSchema>;

/** An image the store itself stored (lib/media/uploads.ts names them /uploads/<hash>.<ext>). */
export const UPLOADED_PHOTO_PATH = /^\/uploads\/[a-f0-9]{32}\.(png|jpg|webp)$/;

const returnLineSchema = z.object({
  orderItemId: recordIdSchema("Order item ID"),
  quantity: positiveQuantitySchema,
});

export const returnRequestSchema = z.object({
  orderId: recordIdSchema("Order ID"),
  reason: z.enum(RETURN_REASONS, { error: message("returnReasonRequired") }),
  details: text({ error: message("returnDetailsRequired") })
    .trim()
    .min(5, message("returnDetailsRequired"))
    .max(MAX_RETURN_DETAILS, message("returnDetailsMax", { max: MAX_RETURN_DETAILS })),
  items: z
    .array(returnLineSchema, { error: message("returnItemsRequired") })
    .min(1, message("returnItemsRequired"))
    .max(MAX_ORDER_LINES, message("returnItemsMax"))
    .refine((lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length, message("returnItemOnce")),
  photos: z
    .array(text().regex(UPLOADED_PHOTO_PATH, message("returnPhotoNotUploaded")), { error: "Photos must be a list" })
    .max(MAX_RETURN_PHOTOS, message("returnPhotosMax", { max: MAX_RETURN_PHOTOS }))
    .default([]),
  /** Cash on delivery orders only (required there): where the refund goes. */
  refundTo: refundDestinationSchema.optional(),
});

export type ReturnRequestInput = z.output<typeof returnRequestSchema>;
