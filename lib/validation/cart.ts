import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./form-rules";
import { recordIdSchema } from "./ids";
import { text } from "./text";
import { validationMessage as message } from "./error-messages";

export { MAX_LINE_QUANTITY };

/** A line's quantity; the cart's update goes below 1 (a removal), every other use starts at 1. */
const lineQuantitySchema = z
  .number({ error: message("quantityWhole") })
  .int(message("quantityWhole"))
  .max(MAX_LINE_QUANTITY, message("quantityMax", { max: MAX_LINE_QUANTITY }));

/** A line's quantity in the cart, an order or a return. */
export const positiveQuantitySchema = lineQuantitySchema.min(1, message("quantityMin", { min: 1 }));

export const addToCartSchema = z.object({
  productId: recordIdSchema("Product ID"),
  quantity: positiveQuantitySchema.default(1),
});

/** Update sets the quantity; 0 or less removes the line (SPEC §4). */
export const updateCartSchema = z.object({
  productId: recordIdSchema("Product ID"),
  quantity: lineQuantitySchema.min(-MAX_LINE_QUANTITY, message("quantityWhole")),
});

/** A promotion code as typed (POST /api/cart/coupon): any case, spaces allowed; too long is simply unknown. */
export const couponSchema = z.object({
  code: text({ error: message("couponRequired") })
    .trim()
    .min(1, message("couponRequired"))
    .max(40, message("couponUnknown")),
});
