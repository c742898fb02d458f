import type { Paise } from "../money";

/** The price a shopper pays for one unit: the discount price when it is below the list price. */
export function sellingPrice(price: Paise, discountPrice: Paise | null): Paise {
  return discountPrice !== null && discountPrice < price ? discountPrice : price;
}

/** Whole percent off the list price, or 0 when the product is not discounted. */
export function discountPercent(price: Paise, discountPrice: Paise | null): number {
  if (discountPrice === null || discountPrice >= price || price <= 0) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}
