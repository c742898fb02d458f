/**
 * An operator prices a quote (each line's price, shipping, the last day it may be accepted, the
 * terms) and sends it: the first send gives it its proforma number, from a series of its own so
 * the tax invoices' numbers stay gapless, and e-mails the customer the proforma invoice (and sends
 * it on WhatsApp, or says so by SMS, to a customer who chose updates). A sent quote priced again
 * goes back to PRICED until it is sent again.
 */
import "server-only";
import { indianIsoDay } from "../dates";
import { db } from "../db";
import { badRequest, conflict } from "../http/errors";
import { nextNumber } from "../invoices/numbering";
import { toRupeeString } from "../money";
import type { QuotePricing } from "../validation/quotes";
import { quoteById, type Quote } from "./quote";
import { queueQuoteEmail } from "./quote-email";
import { queueQuoteMessage } from "./quote-message";

/** The proforma invoices' series: "GP-PF/2026-27/000001". */
export const PROFORMA_SERIES = "GP-PF";

const PRICEABLE = new Set(["REQUESTED", "PRICED", "SENT", "EXPIRED"]);

export async function priceQuote(quoteId: string, pricing: QuotePricing): Promise<Quote> {
  const quote = await quoteById(quoteId);
  if (!PRICEABLE.has(quote.state)) throw conflict("An accepted or withdrawn quote cannot be priced again");
  if (pricing.validUntil < indianIsoDay(new Date())) throw badRequest("The quote must be valid until today or later");
  const prices = new Map(pricing.lines.map((line) => [line.lineId, line.unitPrice]));
  if (prices.size !== quote.lines.length || quote.lines.some((line) => !prices.has(line.id))) {
    throw badRequest("Price every line of the quote, each once");
  }
  const discounts = quote.lines.map((line) => {
    const quoted = prices.get(line.id)!;
    if (quoted > line.unitPrice)
      throw badRequest(`${line.name}: the quoted price cannot be above its price in the shop`);
    return { id: line.id, discount: (line.unitPrice - quoted) * line.quantity };
  });
  await db().$transaction(async (tx) => {
    // Priced while it was being accepted: the acceptance's row lock decides which came first.
    const [locked] = await tx.$queryRaw<{ status: string }[]>`
      SELECT "status"::text FROM "quotes" WHERE "id" = ${quoteId} FOR UPDATE`;
    if (!locked || !["REQUESTED", "PRICED", "SENT"].includes(locked.status)) {
      throw conflict("An accepted or withdrawn quote cannot be priced again");
    }
    for (const { id, discount } of discounts) {
      await tx.quoteLine.update({ where: { id }, data: { discount: toRupeeString(discount) } });
    }
    await tx.quote.update({
      where: { id: quoteId },
      data: {
        status: "PRICED",
        shipping: toRupeeString(pricing.shipping),
        validUntil: new Date(`${pricing.validUntil}T00:00:00Z`),
        terms: pricing.terms || null,
      },
    });
  });
  return quoteById(quoteId);
}

/** Sends a priced quote: its proforma number the first time, then the e-mail with the proforma invoice. */
export async function sendQuote(quoteId: string): Promise<Quote> {
  const sentAt = new Date();
  await db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ status: string; number: string | null }[]>`
      SELECT "status"::text, "number" FROM "quotes" WHERE "id" = ${quoteId} FOR UPDATE`;
    if (!locked) throw badRequest("Quote not found");
    if (locked.status !== "PRICED") throw conflict("Only a priced quote can be sent");
    const number = locked.number ?? (await nextNumber(tx, PROFORMA_SERIES, sentAt));
    await tx.quote.update({ where: { id: quoteId }, data: { status: "SENT", number, sentAt } });
    await queueQuoteEmail(tx, quoteId, sentAt);
    await queueQuoteMessage(tx, quoteId, sentAt);
  });
  return quoteById(quoteId);
}
