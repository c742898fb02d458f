import type { CartLine } from "@/lib/cart/cart-lines";
import { MAX_LINE_QUANTITY } from "@/lib/validation/form-rules";

/** The most a cart line can hold: the store's cap per line or the stock on hand, whichever is less. */
export function lineQuantityLimit(line: Pick<CartLine, "inStock" | "stockQuantity">): number {
  return line.inStock ? Math.min(MAX_LINE_QUANTITY, line.stockQuantity) : 0;
}

/**
 * What a quantity typed in a cart line asks for: the quantity to send, "same" when the line has
 * it already, or why it is refused: "zero" (taking a line out stays the Remove button's) or
 * "range" (not a whole number from 1 to the limit).
 */
export function readTypedQuantity(typed: string, current: number, limit: number): number | "same" | "zero" | "range" {
  if (!/^\d+$/.test(typed.trim())) return "range";
  const quantity = Number(typed);
  if (quantity === current) return "same";
  if (quantity === 0) return "zero";
  return quantity > limit ? "range" : quantity;
}
