import { z } from "zod";
import { recordIdSchema } from "./ids";

/** No line may ask for more than this, whatever the stock (a household, not a warehouse). */
export const MAX_LINE_QUANTITY = 100;

const quantity = z
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

export const addToCartSchema = z.object({
  productId: recordIdSchema("Product ID"),
  quantity: quantity.min(1, "Quantity must be at least 1").default(1),
});

/** Update sets the quantity; 0 or less removes the line (SPEC §4). */
export const updateCartSchema = z.object({
  productId: recordIdSchema("Product ID"),
  quantity: quantity.min(-MAX_LINE_QUANTITY, "Quantity must be a whole number"),
});
