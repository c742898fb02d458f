/** Queues a sent quote's e-mail (lib/mail/quotes/quote-email.tsx) in the transaction that sends it. */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { queueEmail } from "../mail/queue-email";
import { emailTexts } from "../mail/texts";
import { addressSnapshot } from "../orders/snapshots";

export async function queueQuoteEmail(tx: Prisma.TransactionClient, quoteId: string, sentAt: Date): Promise<void> {
  const quote = await tx.quote.findUniqueOrThrow({ where: { id: quoteId } });
  const address = addressSnapshot.parse(quote.address);
  // Each sending is its own e-mail: a quote priced again and re-sent sends its new proforma.
  await queueEmail(tx, {
    key: `quote:${quoteId}:sent:${sentAt.getTime()}`,
    recipient: address.email,
    subject: emailTexts(quote.locale)("quoteSent.subject", { number: quote.number ?? "" }),
    template: "quoteSent",
    data: { locale: quote.locale, quoteId, customerName: `${address.firstName} ${address.lastName}`.trim() },
  });
}
