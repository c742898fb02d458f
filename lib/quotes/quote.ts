/**
 * Quotes in domain shape (money in paise, days as Indian calendar days) and the reads that respect
 * ownership: a customer sees only their own quotes; anyone else asking gets "Quote not found".
 * A sent quote past its last valid day reads as EXPIRED: it can no longer be accepted.
 */
import "server-only";
import type { BusinessBuyer } from "../business/business-buyer";
import { readBusinessBuyer } from "../business/business-buyer";
import { endOfIndianIsoDay } from "../dates";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { QuoteStatus } from "../generated/prisma/enums";
import { notFound } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { toPaise, type Paise } from "../money";
import type { QuotedLine } from "../orders/quoted-order";
import { addressSnapshot, type AddressSnapshot } from "../orders/snapshots";
import { validationMessage } from "../validation/error-messages";

export const quoteInclude = { lines: { orderBy: { id: "asc" } } } satisfies Prisma.QuoteInclude;
type QuoteRow = Prisma.QuoteGetPayload<{ include: typeof quoteInclude }>;

/** Where a quote stands for its customer: its status, or EXPIRED once a sent quote's last day has passed. */
export type QuoteState = QuoteStatus | "EXPIRED";

/** A quoted product: the shop's price when asked for and the operator's discount on the whole line. */
export interface QuoteLine extends QuotedLine {
  id: string;
}

export interface Quote {
  id: string;
  userId: string;
  number: string | null;
  state: QuoteState;
  organisation: string;
  /** Indian calendar days ("2026-12-14"). */
  neededBy: string | null;
  validUntil: string | null;
  notes: string | null;
  terms: string | null;
  address: AddressSnapshot;
  businessBuyer: BusinessBuyer | null;
  purchaseOrder: string | null;
  lines: QuoteLine[];
  /** Set once priced: the goods after the quote's discounts, shipping, and what the order would come to. */
  totals: { goods: Paise; discount: Paise; shipping: Paise; amount: Paise } | null;
  sentAt: Date | null;
  acceptedAt: Date | null;
  orderId: string | null;
  locale: Locale;
  createdAt: Date;
}

const isoDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export function quoteState(status: QuoteStatus, validUntil: string | null, now = new Date()): QuoteState {
  return status === "SENT" && validUntil && now >= endOfIndianIsoDay(validUntil) ? "EXPIRED" : status;
}

export function toQuote(row: QuoteRow): Quote {
  const lines = row.lines.map((line) => ({
    id: line.id,
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    unitPrice: toPaise(line.unitPrice),
    discount: toPaise(line.discount),
    hsnCode: line.hsnCode,
    gstRate: line.gstRate,
  }));
  const validUntil = isoDay(row.validUntil);
  const list = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const shipping = row.shipping === null ? null : toPaise(row.shipping);
  const address = addressSnapshot.safeParse(row.address);
  if (!address.success) throw new Error(`Quote ${row.id} has an unreadable address`);
  return {
    id: row.id,
    userId: row.userId,
    number: row.number,
    state: quoteState(row.status, validUntil),
    organisation: row.organisation,
    neededBy: isoDay(row.neededBy),
    validUntil,
    notes: row.notes,
    terms: row.terms,
    address: address.data,
    businessBuyer: readBusinessBuyer(row.businessBuyer, row.id),
    purchaseOrder: row.purchaseOrder,
    lines,
    totals:
      shipping === null ? null : { goods: list - discount, discount, shipping, amount: list - discount + shipping },
    sentAt: row.sentAt,
    acceptedAt: row.acceptedAt,
    orderId: row.orderId,
    locale: row.locale,
    createdAt: row.createdAt,
  };
}

/** The customer's quotes, newest first. */
export async function quotesOf(userId: string): Promise<Quote[]> {
  const rows = await db().quote.findMany({ where: { userId }, include: quoteInclude, orderBy: { createdAt: "desc" } });
  return rows.map((row) => toQuote(row));
}

/** One of the customer's quotes; another customer's, or none, is "Quote not found" (404). */
export async function quoteOf(userId: string, quoteId: string): Promise<Quote> {
  const row = await db().quote.findFirst({ where: { id: quoteId, userId }, include: quoteInclude });
  if (!row) throw notFound(validationMessage("quoteNotFound"));
  return toQuote(row);
}

/** Any quote, for the operators. */
export async function quoteById(quoteId: string): Promise<Quote> {
  const row = await db().quote.findUnique({ where: { id: quoteId }, include: quoteInclude });
  if (!row) throw notFound(validationMessage("quoteNotFound"));
  return toQuote(row);
}
