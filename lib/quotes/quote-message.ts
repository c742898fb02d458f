/**
 * A sent quote's WhatsApp message or SMS, queued in the transaction that sends it (./price-quote.ts)
 * beside its e-mail (./quote-email.ts): to a customer who chose updates, on the channel their order
 * updates take (lib/messaging/order-updates.ts), at their account's phone, in the quote's language.
 * On WhatsApp it carries the proforma invoice by its signed link (./proforma-link.ts).
 */
import "server-only";
import { formatIndianDate, startOfIndianIsoDay } from "../dates";
import type { Prisma } from "../generated/prisma/client";
import { sendingTime } from "../messaging/daytime";
import { updateChannel } from "../messaging/order-updates";
import { messagingNumber } from "../messaging/phone";
import { queueTextMessage } from "../messaging/queue-message";
import { TEMPLATES } from "../messaging/templates/catalogue";
import { firstName, type TemplateValues } from "../messaging/templates/render";
import { formatRupees } from "../money";
import { proformaFilename } from "./proforma-download";
import { proformaLinkUrl } from "./proforma-link";
import { quoteInclude, quoteState, toQuote } from "./quote";

const TEMPLATE = "quote_sent";

/**
 * One sending's message: a quote priced again and re-sent sends again, a job run twice queues one.
 * The SMS standing in for a failed WhatsApp message adds to it (lib/messaging/fallback.ts).
 */
const messageKey = (quoteId: string, sentAt: Date) => `quote:${quoteId}:sent:${sentAt.getTime()}:${TEMPLATE}`;

export async function queueQuoteMessage(tx: Prisma.TransactionClient, quoteId: string, sentAt: Date): Promise<void> {
  const row = await tx.quote.findUniqueOrThrow({
    where: { id: quoteId },
    include: {
      ...quoteInclude,
      user: { select: { name: true, phone: true, whatsappUpdates: true, smsUpdates: true } },
    },
  });
  const { user } = row;
  const channel = updateChannel(user);
  const recipient = user.phone ? messagingNumber(user.phone) : null;
  if (!channel || !recipient) return;
  const quote = toQuote(row);
  const { number, totals, validUntil, locale } = quote;
  if (!number || !totals || !validUntil) throw new Error(`Quote ${quoteId} was sent without its number or price`);
  const values: TemplateValues = {
    name: firstName(user.name),
    quote: number,
    amount: formatRupees(totals.amount),
    validUntil: formatIndianDate(startOfIndianIsoDay(validUntil), locale),
    quotePath: quote.id,
    proformaLink: proformaLinkUrl(quote.id),
    proformaFile: proformaFilename(number),
  };
  await queueTextMessage(tx, {
    key: messageKey(quoteId, sentAt),
    channel,
    recipient,
    template: TEMPLATE,
    locale,
    values,
    notBefore: sendingTime(new Date(), TEMPLATES[TEMPLATE].canWait),
    userId: quote.userId,
  });
}

/**
 * Whether the quote still stands as the message with `key` says as it goes (it may have waited for
 * the morning): sent by the sending that queued it, and since then neither priced or sent again,
 * nor accepted, withdrawn or past its last day. Otherwise its price is no longer the quote's.
 */
export async function quoteStillAsSent(tx: Prisma.TransactionClient, quoteId: string, key: string): Promise<boolean> {
  const quote = await tx.quote.findUnique({
    where: { id: quoteId },
    select: { status: true, sentAt: true, validUntil: true },
  });
  if (!quote?.sentAt || !quote.validUntil || !key.startsWith(messageKey(quoteId, quote.sentAt))) return false;
  return quoteState(quote.status, quote.validUntil.toISOString().slice(0, 10)) === "SENT";
}
