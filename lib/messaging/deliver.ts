/**
 * Sends one queued message once: its row is locked while it is sent, and only a PENDING message is
 * sent, so a job that runs again (a retry after the send succeeded, the same job on two instances)
 * sends nothing. A crash between the provider's acceptance and the commit is caught by the
 * WhatsApp status webhook, which names the message (its callback data) and marks it sent before a
 * retry comes (lib/messaging/status-updates.ts). A customer (or an operator) who withdrew consent
 * meanwhile gets nothing; a WhatsApp message that fails for good is sent by SMS instead (./fallback.ts).
 */
import "server-only";
import { stillBackInStock } from "../catalog/stock-alert-sweep";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { log } from "../log";
import { awaitsConfirmation } from "../orders/cod-confirmation/confirmation-rows";
import { quoteStillAsSent } from "../quotes/quote-message";
import { alertChannels } from "../operator-alerts/recipients";
import { fallBackToSms } from "./fallback";
import { failureCode, isPassing, sendThroughProvider } from "./providers";
import { isReply, TEMPLATES, type TemplateName } from "./templates/catalogue";
import type { TemplateValues } from "./templates/render";

/** Long enough for the providers' own timeouts (10 s) to fire first. */
const SEND_TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 60_000 };

export type TextDeliveryOutcome = "sent" | "already-handled" | "withdrawn" | "failed" | "unknown";

const withConsent = {
  user: {
    select: {
      whatsappUpdates: true,
      smsUpdates: true,
      role: true,
      email: true,
      phone: true,
      operatorAlert: { select: { newOrders: true, byEmail: true, byWhatsApp: true } },
    },
  },
} as const;
type Locked = Prisma.TextMessageGetPayload<{ include: typeof withConsent }>;

/**
 * Whether the reader still wants the message: a customer's order update needs the channel's
 * consent, a message they asked for none; an operator's alert needs their alerts' own consent,
 * still to this number.
 */
function stillWanted({ template, channel, recipient, fallbackForId, user }: Locked): boolean {
  // A reply answers the customer's own message.
  if (isReply(template) || TEMPLATES[template as TemplateName]?.askedFor) return true;
  if (!user) return false;
  if (TEMPLATES[template as TemplateName]?.audience === "operator") {
    return alertChannels(user, user.operatorAlert).whatsApp === recipient;
  }
  if (channel === "WHATSAPP") return user.whatsappUpdates;
  // An SMS in place of a WhatsApp message is covered by the WhatsApp consent's wording.
  return user.smsUpdates || (fallbackForId !== null && user.whatsappUpdates);
}

/**
 * Whether what the message says still holds as it goes: a back-in-stock product that waited for
 * the morning may have sold out again, an order asked to be confirmed may have been answered, a
 * quote may have been priced again.
 */
async function stillTrue(tx: Prisma.TransactionClient, message: Locked): Promise<boolean> {
  if (message.template === "back_in_stock") {
    const productId = (message.parameters as TemplateValues).productPath;
    return stillBackInStock(tx, { userId: message.userId, productId });
  }
  if (message.template === "quote_sent") {
    const quoteId = (message.parameters as TemplateValues).quotePath;
    return quoteId !== undefined && quoteStillAsSent(tx, quoteId, message.key);
  }
  if (TEMPLATES[message.template as TemplateName]?.asksConfirmation && message.orderId) {
    return awaitsConfirmation(tx, message.orderId);
  }
  return true;
}

/**
 * Delivers message `messageId`. A passing failure (an outage, a rate limit) is recorded and thrown
 * for the queue to retry; a refusal, or any failure on the last attempt, fails the message.
 */
export async function deliverTextMessage(
  messageId: string,
  { lastAttempt = false }: { lastAttempt?: boolean } = {},
): Promise<TextDeliveryOutcome> {
  try {
    return await db().$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ state: string }[]>`
        SELECT state::text FROM text_messages WHERE id = ${messageId} FOR UPDATE`;
      if (!locked) return "unknown";
      if (locked.state !== "pending") return "already-handled";
      const message = await tx.textMessage.findUniqueOrThrow({ where: { id: messageId }, include: withConsent });
      if (!stillWanted(message) || !(await stillTrue(tx, message))) {
        await tx.textMessage.update({ where: { id: messageId }, data: { state: "WITHDRAWN" } });
        return "withdrawn";
      }
      const providerId = await sendThroughProvider(message);
      await tx.textMessage.update({
        where: { id: messageId },
        data: {
          state: "SENT",
          providerId,
          sentAt: new Date(),
          attempts: { increment: 1 },
          errorCode: null,
          errorTitle: null,
        },
      });
      log.info("text_message_sent", { messageId, channel: message.channel, template: message.template });
      return "sent";
    }, SEND_TRANSACTION_OPTIONS);
  } catch (error) {
    const final = lastAttempt || !isPassing(error);
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db().$transaction(async (tx) => {
      const failed = await tx.textMessage.updateManyAndReturn({
        where: { id: messageId, state: "PENDING" },
        data: {
          attempts: { increment: 1 },
          errorCode: failureCode(error),
          errorTitle: reason,
          ...(final && { state: "FAILED", failedAt: new Date() }),
        },
      });
      if (final && failed[0]) await fallBackToSms(tx, failed[0]);
    });
    log.warn("text_message_failed", { messageId, final, error });
    if (final) return "failed";
    throw error;
  }
}
