/**
 * The cart as shoppers see it (SPEC §3 "cart line"): each id of the cart data joined with its
 * product and priced from the catalogue, in paise. The server prices the lines (lib/cart/cart.ts);
 * the screens read them from the cart API. Pure, so it runs anywhere.
 */
import { categoryOrDefault } from "../catalog/defaults";
import { sellingPrice } from "../catalog/pricing";
import type { Product } from "../catalog/product";
import type { Paise } from "../money";
import { NO_OFFERS, type CartOffers } from "../promotions/promotion-view";

/** productId → quantity, in the order lines were added (the API's cartData, SPEC §3). */
export type CartData = Record<string, number>;

export interface CartLine {
  productId: string;
  name: string;
  image: string | null;
  category: string;
  quantity: number;
  /** Selling price of one unit. */
  unitPrice: Paise;
  /** List price of one unit; above unitPrice when discounted. */
  originalPrice: Paise;
  /** unitPrice × quantity. */
  lineTotal: Paise;
  /** What the promotions take off the line (lib/promotions/). */
  discount: Paise;
  inStock: boolean;
  stockQuantity: number;
  /** Grams one unit is charged for in shipping. */
  shippingWeight: number;
}

export interface CartTotals {
  itemCount: number;
  subtotal: Paise;
  /** Σ of the lines' discounts. */
  discount: Paise;
  /** subtotal − discount: what the items cost, before shipping. */
  total: Paise;
  /** Grams charged for in shipping: Σ shippingWeight × quantity, as order placement computes it. */
  shippingWeight: number;
}

export interface Cart {
  items: CartData;
  lines: CartLine[];
  totals: CartTotals;
  offers: CartOffers;
}

/** Lines in cart order; ids no longer in the catalogue (deleted products) are left out. */
export function cartLines(items: CartData, products: ReadonlyMap<string, Product>): CartLine[] {
  return Object.entries(items).flatMap(([productId, quantity]) => {
    const product = products.get(productId);
    if (!product || quantity <= 0) return [];
    const unitPrice = sellingPrice(product.price, product.discountPrice);
    return [
      {
        productId,
        name: product.name,
        image: product.images[0] ?? null,
        category: categoryOrDefault(product.category),
        quantity,
        unitPrice,
        originalPrice: product.price,
        lineTotal: unitPrice * quantity,
        discount: 0,
        inStock: product.inStock,
        stockQuantity: product.stockQuantity,
        shippingWeight: product.shippingWeight,
      },
    ];
  });
}

export function cartTotals(lines: readonly CartLine[]): CartTotals {
  return lines.reduce(
    (totals, line) => ({
      itemCount: totals.itemCount + line.quantity,
      subtotal: totals.subtotal + line.lineTotal,
      discount: totals.discount + line.discount,
      total: totals.total + line.lineTotal - line.discount,
      shippingWeight: totals.shippingWeight + line.shippingWeight * line.quantity,
    }),
    { itemCount: 0, subtotal: 0, discount: 0, total: 0, shippingWeight: 0 },
  );
}

/** The totals when paid online: less what the offers for paying online take off besides. */
export function withOnlineOffers(totals: CartTotals, offers: CartOffers): CartTotals {
  const extra = offers.online.extraSaving;
  return extra === 0 ? totals : { ...totals, discount: totals.discount + extra, total: totals.total - extra };
}

/** A cart of these lines with no promotion (a visitor's, priced in the browser). */
export const unpromotedCart = (items: CartData, lines: CartLine[]): Cart => ({
  items,
  lines,
  totals: cartTotals(lines),
  offers: NO_OFFERS,
});

/** Why checkout cannot start, or null (SPEC §5); the screens word it (messages' `cart.blocker`). */
export function checkoutBlocker(lines: readonly CartLine[]): "empty" | "outOfStock" | null {
  if (lines.length === 0) return "empty";
  if (lines.some((line) => !line.inStock || line.quantity > line.stockQuantity)) return "outOfStock";
  return null;
}
