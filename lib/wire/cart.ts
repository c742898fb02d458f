/**
 * The cart on the wire (SPEC §7): `cartData` as the spec has it and, beside it, the lines priced
 * by the server and the cart's totals, rupees as numbers, so the browser needs no catalogue to
 * show a cart.
 */
import { z } from "zod";
import type { Cart, CartLine } from "../cart/cart-lines";
import { rupeesToPaise, toRupeeNumber } from "../money";
import { cartOffersJson, fromCartOffersJson, toCartOffersJson } from "./promotions";

export const cartLineJson = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  quantity: z.number(),
  /** Selling price of one unit. */
  unitPrice: z.number(),
  /** List price of one unit; above unitPrice when discounted. */
  originalPrice: z.number(),
  lineTotal: z.number(),
  /** What the promotions take off the line. */
  discount: z.number(),
  inStock: z.boolean(),
  stockQuantity: z.number(),
  /** Grams one unit is charged for in shipping. */
  shippingWeight: z.number(),
});
export type CartLineJson = z.infer<typeof cartLineJson>;

/** The answer of /api/cart/get, /add and /update. */
export const cartResponse = z.object({
  /** productId → quantity (SPEC §7). */
  cartData: z.record(z.string(), z.number()),
  lines: z.array(cartLineJson),
  itemCount: z.number(),
  subtotal: z.number(),
  /** Taken off by promotions; total = subtotal − discount, before shipping. */
  discount: z.number(),
  total: z.number(),
  /** Grams charged for in shipping, the checkout's shipping-cost weight. */
  shippingWeight: z.number(),
  /** The promotions that apply, the code's state, the nearest offer missed (lib/wire/promotions.ts). */
  offers: cartOffersJson,
});
export type CartJson = z.infer<typeof cartResponse>;

function toCartLineJson(line: CartLine): CartLineJson {
  return {
    ...line,
    unitPrice: toRupeeNumber(line.unitPrice),
    originalPrice: toRupeeNumber(line.originalPrice),
    lineTotal: toRupeeNumber(line.lineTotal),
    discount: toRupeeNumber(line.discount),
  };
}

export function toCartJson({ items, lines, totals, offers }: Cart): CartJson {
  return {
    cartData: items,
    lines: lines.map(toCartLineJson),
    itemCount: totals.itemCount,
    subtotal: toRupeeNumber(totals.subtotal),
    discount: toRupeeNumber(totals.discount),
    total: toRupeeNumber(totals.total),
    shippingWeight: totals.shippingWeight,
    offers: toCartOffersJson(offers),
  };
}

/** The browser's side: the answer back in paise, as the cart and checkout screens compute. */
export function fromCartJson(json: CartJson): Cart {
  return {
    items: json.cartData,
    lines: json.lines.map((line) => ({
      ...line,
      unitPrice: rupeesToPaise(line.unitPrice),
      originalPrice: rupeesToPaise(line.originalPrice),
      lineTotal: rupeesToPaise(line.lineTotal),
      discount: rupeesToPaise(line.discount),
    })),
    totals: {
      itemCount: json.itemCount,
      subtotal: rupeesToPaise(json.subtotal),
      discount: rupeesToPaise(json.discount),
      total: rupeesToPaise(json.total),
      shippingWeight: json.shippingWeight,
    },
    offers: fromCartOffersJson(json.offers),
  };
}
