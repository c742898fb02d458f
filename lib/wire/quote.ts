/**
 * Quotes on the wire (/api/quotes): `_id`, money as rupee numbers, days as "2026-12-14". A
 * customer sees a quote's prices once it is sent: one priced but not yet sent still reads
 * "requested", without prices.
 */
import { z } from "zod";
import { businessBuyerSchema } from "../business/business-buyer";
import { toRupeeNumber } from "../money";
import type { Quote } from "../quotes/quote";
import { orderAddressJson, toOrderAddressJson } from "./order";

export const QUOTE_STATUSES = ["requested", "sent", "accepted", "withdrawn", "expired"] as const;

export const quoteJson = z.object({
  _id: z.string(),
  /** The proforma invoice's number, once sent. */
  number: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  organisation: z.string(),
  neededBy: z.string().nullable(),
  validUntil: z.string().nullable(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  address: orderAddressJson,
  business: businessBuyerSchema.nullable(),
  purchaseOrder: z.string().nullable(),
  items: z.array(
    z.object({
      _id: z.string(),
      productId: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      /** The shop's price when asked for, rupees. */
      price: z.number(),
      /** Once sent: the quoted price per unit and the line's total, rupees. */
      quotedPrice: z.number().nullable(),
      lineTotal: z.number().nullable(),
    }),
  ),
  /** Once sent, rupees; null before. */
  shipping: z.number().nullable(),
  amount: z.number().nullable(),
  /** The order it became once accepted. */
  orderId: z.string().nullable(),
  /** Epoch milliseconds. */
  date: z.number(),
});
export type QuoteJson = z.infer<typeof quoteJson>;

export function toQuoteJson(quote: Quote): QuoteJson {
  const priced = quote.state !== "REQUESTED" && quote.state !== "PRICED" && quote.totals !== null;
  const status = quote.state === "PRICED" ? "requested" : (quote.state.toLowerCase() as QuoteJson["status"]);
  return {
    _id: quote.id,
    number: priced ? quote.number : null,
    status,
    organisation: quote.organisation,
    neededBy: quote.neededBy,
    validUntil: priced ? quote.validUntil : null,
    notes: quote.notes,
    terms: priced ? quote.terms : null,
    address: toOrderAddressJson(quote.address),
    business: quote.businessBuyer,
    purchaseOrder: quote.purchaseOrder,
    items: quote.lines.map((line) => {
      const lineTotal = line.unitPrice * line.quantity - line.discount;
      return {
        _id: line.id,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        price: toRupeeNumber(line.unitPrice),
        quotedPrice: priced ? toRupeeNumber(Math.round(lineTotal / line.quantity)) : null,
        lineTotal: priced ? toRupeeNumber(lineTotal) : null,
      };
    }),
    shipping: priced ? toRupeeNumber(quote.totals!.shipping) : null,
    amount: priced ? toRupeeNumber(quote.totals!.amount) : null,
    orderId: quote.orderId,
    date: quote.createdAt.getTime(),
  };
}

export const quoteResponse = z.object({ quote: quoteJson });
export const quoteListResponse = z.object({ quotes: z.array(quoteJson) });
