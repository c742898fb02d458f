/**
 * Queues a quote's notices (lib/mail/quotes/quote-notices.tsx) in the transaction that causes
 * them: a new request to the store's inbox, in English as the admin area is; a withdrawal to the
 * customer, in the language they asked in.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { queueEmail } from "../mail/queue-email";
import { storeInbox } from "../mail/store-inbox";
import { emailTexts } from "../mail/texts";
import { addressSnapshot } from "../orders/snapshots";

async function quoteContact(tx: Prisma.TransactionClient, quoteId: string) {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: { organisation: true, locale: true, address: true },
  });
  const address = addressSnapshot.parse(quote.address);
  return { ...quote, email: address.email, name: `${address.firstName} ${address.lastName}`.trim() };
}

export async function queueQuoteRequested(tx: Prisma.TransactionClient, quoteId: string): Promise<void> {
  const inbox = storeInbox();
  if (!inbox) return;
  const { organisation, name } = await quoteContact(tx, quoteId);
  await queueEmail(tx, {
    key: `quote:${quoteId}:requested`,
    recipient: inbox,
    subject: emailTexts(DEFAULT_LOCALE)("quoteRequested.subject", { organisation }),
    template: "quoteRequested",
    data: { locale: DEFAULT_LOCALE, quoteId, customerName: name },
  });
}

export async function queueQuoteWithdrawn(tx: Prisma.TransactionClient, quoteId: string): Promise<void> {
  const { organisation, locale, email, name } = await quoteContact(tx, quoteId);
  await queueEmail(tx, {
    // A quote is withdrawn once (withdrawing it again is refused).
    key: `quote:${quoteId}:withdrawn`,
    recipient: email,
    subject: emailTexts(locale)("quoteWithdrawn.subject", { organisation }),
    template: "quoteWithdrawn",
    data: { locale, quoteId, customerName: name },
  });
}
