/**
 * A customer accepts a sent quote before its last valid day: it becomes an order at the quoted
 * prices (lib/orders/quoted-order.ts), its stock reserved at once, awaiting a bank transfer, with
 * the purchase order number they add printed on its tax invoice. Once only: the quote's row lock
 * makes a second acceptance, or one racing an operator's new price, wait and then refuse.
 */
import "server-only";
import { env } from "../env";
import type { QuoteStatus } from "../generated/prisma/enums";
import { conflict, notFound } from "../http/errors";
import { formatIndianIsoDay } from "../dates";
import { runOrderTransaction } from "../orders/lifecycle/order-transaction";
import { openQuotedOrder, prepareQuotedOrder } from "../orders/quoted-order";
import { validationMessage } from "../validation/error-messages";
import { quoteOf, quoteState, type Quote } from "./quote";

export async function acceptQuote(
  userId: string,
  quoteId: string,
  { purchaseOrder }: { purchaseOrder?: string },
): Promise<{ quote: Quote; orderId: string }> {
  const quote = await quoteOf(userId, quoteId);
  refuseUnlessOpen(quote);
  const prepared = await prepareQuotedOrder({
    userId,
    locale: quote.locale,
    address: quote.address,
    businessBuyer: quote.businessBuyer,
    purchaseOrder: purchaseOrder || null,
    lines: quote.lines,
    shipping: quote.totals!.shipping,
    paymentDays: env().bankAccount.paymentDays,
  });
  const orderId = await runOrderTransaction(async (transaction) => {
    const { tx } = transaction;
    const [locked] = await tx.$queryRaw<{ status: QuoteStatus; sentAt: Date | null }[]>`
      SELECT "status", "sentAt" FROM "quotes" WHERE "id" = ${quoteId} AND "userId" = ${userId} FOR UPDATE`;
    if (!locked) throw notFound(validationMessage("quoteNotFound"));
    refuseUnlessOpen({ ...quote, state: quoteState(locked.status, quote.validUntil) });
    // Priced and sent again since it was read: the customer must see the new price before accepting it.
    if (locked.sentAt?.getTime() !== quote.sentAt?.getTime()) throw conflict(validationMessage("quoteNotOpen"));
    const order = await openQuotedOrder(transaction, prepared);
    await tx.quote.update({
      where: { id: quoteId },
      data: { status: "ACCEPTED", acceptedAt: new Date(), orderId: order.id, purchaseOrder: purchaseOrder || null },
    });
    return order.id;
  });
  return { quote: await quoteOf(userId, quoteId), orderId };
}

function refuseUnlessOpen(quote: Pick<Quote, "state" | "validUntil">): void {
  if (quote.state === "EXPIRED") {
    throw conflict(validationMessage("quoteExpired", { date: formatIndianIsoDay(quote.validUntil!, "en") }));
  }
  if (quote.state !== "SENT") throw conflict(validationMessage("quoteNotOpen"));
}
