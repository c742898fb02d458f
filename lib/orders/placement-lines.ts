/**
 * The lines of an order being placed, priced from the catalogue: merged, checked against the stock,
 * and their stock taken in the placement's transaction (./place-order.ts).
 */
import "server-only";
import { sellingPrice } from "../catalog/pricing";
import { unitShippingWeight } from "../delivery/rules";
import { Prisma } from "../generated/prisma/client";
import { badRequest, conflict, notFound } from "../http/errors";
import { toPaise, type Paise } from "../money";
import { MAX_LINE_QUANTITY } from "../validation/cart";
import type { OrderPlacement } from "../validation/order";
import { validationMessage } from "../validation/error-messages";
import { takeUnits } from "./stock";

export interface ProductRow {
  id: string;
  name: string;
  images: string[];
  price: Prisma.Decimal;
  discountPrice: Prisma.Decimal | null;
  inStock: boolean;
  stockQuantity: number;
  weight: number | null;
  dimensions: string | null;
  hsnCode: string;
  gstRate: number;
  countryOfOrigin: string | null;
  category: string;
}

export interface PricedLine {
  product: ProductRow;
  quantity: number;
  unitPrice: Paise;
  /** Grams charged for shipping one unit (actual or volumetric, the higher). */
  unitShippingWeight: number;
}

/** Adds up repeated lines of the same product. */
export function mergeLines(items: OrderPlacement["items"]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of items) {
    const total = (quantities.get(productId) ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY) throw badRequest(`Quantity must be at most ${MAX_LINE_QUANTITY}`);
    quantities.set(productId, total);
  }
  return quantities;
}

export function priceLines(products: ProductRow[], quantities: Map<string, number>, divisor: number): PricedLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return [...quantities].map(([productId, quantity]) => {
    const product = byId.get(productId);
    if (!product) throw notFound(validationMessage("productNotFound"));
    if (!product.inStock || product.stockQuantity <= 0)
      throw conflict(validationMessage("namedOutOfStock", { name: product.name }));
    if (product.stockQuantity < quantity) {
      throw conflict(validationMessage("stockLeft", { units: product.stockQuantity, name: product.name }));
    }
    const discount = product.discountPrice === null ? null : toPaise(product.discountPrice);
    return {
      product,
      quantity,
      unitPrice: sellingPrice(toPaise(product.price), discount),
      unitShippingWeight: unitShippingWeight(product, divisor),
    };
  });
}

export const totals = (lines: PricedLine[]) => ({
  subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
  weightGrams: lines.reduce((sum, line) => sum + line.unitShippingWeight * line.quantity, 0),
});

export const productColumns = Prisma.sql`"id", "name", "images", "price", "discountPrice", "inStock", "stockQuantity", "weight", "dimensions", "hsnCode", "gstRate", "countryOfOrigin", "category"`;

/**
 * Takes the lines' stock, product by product in id order (concurrent orders queue rather than
 * deadlock), and refuses (409) when a line is short or a price or weight changed since the quote;
 * the transaction is then rolled back.
 */
export async function takeStock(tx: Prisma.TransactionClient, lines: PricedLine[], divisor: number): Promise<void> {
  const byId = [...lines].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  let changed = false;
  for (const { product, quantity, unitPrice, unitShippingWeight: weight } of byId) {
    const now = await takeUnits(tx, { productId: product.id, quantity, name: product.name });
    const discount = now.discountPrice === null ? null : toPaise(now.discountPrice);
    changed ||= sellingPrice(toPaise(now.price), discount) !== unitPrice || unitShippingWeight(now, divisor) !== weight;
  }
  if (changed) throw conflict(validationMessage("pricesChanged"));
}
