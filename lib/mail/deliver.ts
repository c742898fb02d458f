/**
 * Sends one queued e-mail once: the message's row is locked while it is composed and sent, and
 * only a PENDING message is sent, so a job that runs again (a retry after the send succeeded but
 * its job was not marked done, or the same job in two instances) sends nothing. Only a crash
 * between the mail server's acceptance and the commit can send it again; the Message-ID is the
 * message's own, so mail clients show such a repeat once. A request to confirm an order that was
 * answered while the message waited (the mail server down for hours) is withdrawn, not sent.
 */
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { log } from "../log";
import { awaitsConfirmation, CONFIRMATION_REQUESTS } from "../orders/cod-confirmation/confirmation-rows";
import { composeEmail } from "./compose";
import type { MailTransport } from "./transport";

/** Long enough for the transport's own timeouts (lib/mail/transport.ts) to fire first. */
const SEND_TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 60_000 };

export type DeliveryOutcome = "sent" | "already-sent" | "withdrawn" | "unknown";

/** The order-message name an order e-mail's data carries (lib/mail/orders/queue-order-emails.ts). */
const orderMessageOf = (data: unknown) =>
  typeof data === "object" && data !== null && "message" in data ? String(data.message) : null;

/**
 * Delivers message `messageId` through `transport`. A failure is recorded on the message and
 * thrown, for the queue to retry; after the last attempt (`lastAttempt`) the message is FAILED.
 */
export async function deliverEmail(
  messageId: string,
  transport: MailTransport,
  { lastAttempt = false }: { lastAttempt?: boolean } = {},
): Promise<DeliveryOutcome> {
  try {
    return await db().$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ state: string }[]>`
        SELECT state::text FROM email_messages WHERE id = ${messageId} FOR UPDATE`;
      if (!locked) return "unknown";
      if (locked.state !== "pending") return "already-sent";
      const message = await tx.emailMessage.findUniqueOrThrow({ where: { id: messageId } });
      const asksConfirmation = CONFIRMATION_REQUESTS.has(orderMessageOf(message.data) ?? "");
      if (asksConfirmation && message.orderId && !(await awaitsConfirmation(tx, message.orderId))) {
        await tx.emailMessage.update({ where: { id: messageId }, data: { state: "WITHDRAWN" } });
        return "withdrawn";
      }
      const { html, text, attachments } = await composeEmail(message.template, message.data);
      await transport.sendMail({
        messageId: `<${message.id}@ganitplay.mail>`,
        from: env().mail.from,
        to: message.recipient,
        subject: message.subject,
        html,
        text,
        attachments,
      });
      await tx.emailMessage.update({
        where: { id: messageId },
        data: { state: "SENT", sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
      });
      log.info("email_sent", { messageId, template: message.template });
      return "sent";
    }, SEND_TRANSACTION_OPTIONS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db().emailMessage.updateMany({
      where: { id: messageId, state: "PENDING" },
      data: { attempts: { increment: 1 }, lastError: reason.slice(0, 500), ...(lastAttempt && { state: "FAILED" }) },
    });
    log.warn("email_failed", { messageId, lastAttempt, error });
    throw error;
  }
}
