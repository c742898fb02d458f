/**
 * The cart as shoppers see it (SPEC §3 "cart line"): each id of the cart data joined with its
 * product, prices in paise. Shared by the cart and checkout screens; pure, so it runs anywhere.
 */
import type { ProductRecord } from "../catalog/product-records";
import { DEFAULT_CATEGORY } from "../catalog/defaults";
import { sellingPrice } from "../catalog/pricing";
import { rupeesToPaise, type Paise } from "../money";

export interface CartLine {
  productId: string;
  product: ProductRecord;
  quantity: number;
  /** Selling price of one unit. */
  unitPrice: Paise;
  /** List price of one unit; above unitPrice when discounted. */
  originalPrice: Paise;
  name: string;
  image: string | null;
  category: string;
  inStock: boolean;
  stockQuantity: number;
}

/** Lines in cart order; ids no longer in the catalogue (deleted products) are left out. */
export function cartLines(items: Record<string, number>, products: ReadonlyMap<string, ProductRecord>): CartLine[] {
  return Object.entries(items).flatMap(([productId, quantity]) => {
    const product = products.get(productId);
    if (!product || quantity <= 0) return [];
    const price = rupeesToPaise(product.price);
    const discount = product.discountPrice === null ? null : rupeesToPaise(product.discountPrice);
    return [
      {
        productId,
        product,
        quantity,
        unitPrice: sellingPrice(price, discount),
        originalPrice: price,
        name: product.name,
        image: product.images[0] ?? null,
        category: product.category || DEFAULT_CATEGORY,
        inStock: product.inStock,
        stockQuantity: product.stockQuantity,
      },
    ];
  });
}

export interface CartTotals {
  itemCount: number;
  subtotal: Paise;
  /** Grams charged for in shipping: Σ shippingWeight × quantity, as order placement computes it. */
  shippingWeight: number;
}

export function cartTotals(lines: readonly CartLine[]): CartTotals {
  return lines.reduce(
    (totals, line) => ({
      itemCount: totals.itemCount + line.quantity,
      subtotal: totals.subtotal + line.unitPrice * line.quantity,
      shippingWeight: totals.shippingWeight + line.product.shippingWeight * line.quantity,
    }),
    { itemCount: 0, subtotal: 0, shippingWeight: 0 },
  );
}

/** Why checkout cannot start, or null (SPEC §5). */
export function checkoutBlocker(lines: readonly CartLine[]): string | null {
  if (lines.length === 0) return "Your cart is empty";
  if (lines.some((line) => !line.inStock || line.quantity > line.stockQuantity)) return "Some items are out of stock";
  return null;
}
