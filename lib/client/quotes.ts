/**
 * The shopper's quotes through /api/quotes (docs/API.md, "Quotes"); the answers' schemas (and zod)
 * are imported with the first call, not with the page.
 */
import type { QuoteJson } from "../wire/quote";
import { fetchShopperPdf } from "./pdf";
import { callAsShopper } from "./session-api";

export type ShopperQuote = QuoteJson;

/** What POST /api/quotes takes; the server checks every rule. */
export interface QuoteRequestBody {
  items: { productId: string; quantity: number }[];
  organisation: string;
  neededBy?: string;
  notes?: string;
  address: Record<"firstName" | "lastName" | "email" | "phone" | "street" | "city" | "state" | "zipcode", string>;
  gstInvoice?: boolean;
}

const wire = () => import("../wire/quote");
const quotePath = (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}`;

export async function fetchQuotes(): Promise<ShopperQuote[]> {
  const { quoteListResponse } = await wire();
  return (await callAsShopper("/api/quotes", quoteListResponse, { method: "GET" })).quotes;
}

export async function fetchQuote(quoteId: string): Promise<ShopperQuote> {
  const { quoteResponse } = await wire();
  return (await callAsShopper(quotePath(quoteId), quoteResponse, { method: "GET" })).quote;
}

export async function requestQuote(body: QuoteRequestBody): Promise<ShopperQuote> {
  const { quoteResponse } = await wire();
  return (await callAsShopper("/api/quotes", quoteResponse, { body })).quote;
}

/** Accepts a sent quote; the quote answered names the order it became (`orderId`). */
export async function acceptQuote(quoteId: string, purchaseOrder: string): Promise<ShopperQuote> {
  const { quoteResponse } = await wire();
  const body = purchaseOrder ? { purchaseOrder } : {};
  return (await callAsShopper(`${quotePath(quoteId)}/accept`, quoteResponse, { body })).quote;
}

/** A sent, accepted or expired quote's proforma invoice (PDF). */
export const fetchProforma = (quoteId: string) => fetchShopperPdf(`${quotePath(quoteId)}/proforma`);
