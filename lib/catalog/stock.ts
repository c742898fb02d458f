/**
 * What the storefront says about stock, in one place for the shop's cards and the product page
 * (issue #16 item 6), and how many units the product page lets a shopper pick.
 */

/** 'Only N left' at or below this many units on hand (SPEC §9); also the admin's "low stock". */
export const LOW_STOCK_THRESHOLD = 10;

/** The product page's quantity picker never goes above this (SPEC §5, §9). */
export const MAX_PICKER_QUANTITY = 10;

/** The stock line's tone, and for a low stock the units left; the page words it (messages' product.stock). */
export type StockLabel = { tone: "out" | "in" } | { tone: "low"; left: number };

interface Stock {
  inStock: boolean;
  stockQuantity: number;
}

export function stockLabel({ inStock, stockQuantity }: Stock): StockLabel {
  if (!inStock || stockQuantity <= 0) return { tone: "out" };
  if (stockQuantity <= LOW_STOCK_THRESHOLD) return { tone: "low", left: stockQuantity };
  return { tone: "in" };
}

/** The most the picker offers: the units on hand, at most 10; 0 when none can be bought. */
export function pickerMaximum({ inStock, stockQuantity }: Stock): number {
  if (!inStock) return 0;
  return Math.max(0, Math.min(Math.floor(stockQuantity), MAX_PICKER_QUANTITY));
}
