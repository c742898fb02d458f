/**
 * The quote request form's pure parts: where its products come from (the address it was opened
 * with), and the body POST /api/quotes takes from what the shopper filled in.
 */
import type { QuoteRequestBody } from "@/lib/client/quotes";
import type { AddressForm } from "@/lib/orders/checkout";

/**
 * What /quotes/new was opened with: ?from=cart, ?productId=&quantity= (a product page),
 * ?topic=&quantity= (a chapter's class set: its toys, which the page looks up) or ?again={quoteId}.
 */
export interface QuoteStart {
  from?: string;
  productId?: string;
  quantity?: string;
  again?: string;
  /** A chapter's or skill's toys, named in the page's language: a class set of each. */
  classSet?: { productId: string; name: string }[];
}

/** A product of the request; its name is shown only (the server names each line itself). */
export interface QuoteLineDraft {
  productId: string;
  quantity: number;
  name: string;
}

export type QuoteAddress = QuoteRequestBody["address"];

export interface QuoteFormValues {
  items: QuoteLineDraft[];
  organisation: string;
  /** A day ("2026-12-14"); undefined when left empty, as the API takes it. */
  neededBy?: string;
  notes: string;
  address: QuoteAddress;
  gstInvoice: boolean;
}

/** A quantity typed into an address as a whole number from 1 to `max`; anything else is 1. */
export function startingQuantity(typed: string | undefined, max: number): number {
  const quantity = Number(typed);
  return Number.isInteger(quantity) && quantity >= 1 ? Math.min(quantity, max) : 1;
}

/** Which source the form's products come from: an earlier quote, the cart, a class set, one product, or none. */
export function lineSource(start: QuoteStart): "again" | "cart" | "class-set" | "product" | "none" {
  if (start.again) return "again";
  if (start.from === "cart") return "cart";
  if (start.classSet?.length) return "class-set";
  return start.productId ? "product" : "none";
}

/** The delivery address without the country, which is always India: what the form holds. */
export function quoteAddressOf({ country: _country, ...address }: AddressForm): QuoteAddress {
  return address;
}

/** The request as POST /api/quotes takes it: empty optional fields left out, the lines without their names. */
export function toQuoteRequestBody({
  items,
  organisation,
  neededBy,
  notes,
  address,
  gstInvoice,
}: QuoteFormValues): QuoteRequestBody {
  const trimmedNotes = notes.trim();
  return {
    items: items.map(({ productId, quantity }) => ({ productId, quantity })),
    organisation: organisation.trim(),
    ...(neededBy ? { neededBy } : {}),
    ...(trimmedNotes ? { notes: trimmedNotes } : {}),
    address,
    ...(gstInvoice ? { gstInvoice: true } : {}),
  };
}
