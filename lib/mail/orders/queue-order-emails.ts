/**
 * The e-mail subscriber of the order event stream (lib/order-events.ts): queues the e-mails an
 * event sends, in the transaction that marks the event processed for it. Each message's key
 * names the event and the recipient, so an event delivered twice still queues each message once.
 * The customer's go to the addresses of ./recipients.ts; a placed order whose checkout e-mail is
 * not confirmed sends that address only the link to confirm it. The customer's e-mails are in the
 * order's language and the link in the account's; the store's copy in English, as the admin area is.
 */
import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import { requestEmailVerification } from "../../auth/email-verification";
import type { OrderEventSubscriber } from "../../orders/lifecycle/event-stream";
import type { OrderEvent } from "../../orders/lifecycle/events";
import { displayOrderId } from "../../orders/order-view";
import { queueEmail } from "../queue-email";
import { storeInbox } from "../store-inbox";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import { emailTexts } from "../texts";
import { dueOrderMessages } from "./messages";
import { customerRecipients } from "./recipients";

async function queueOrderEmails(tx: Prisma.TransactionClient, event: OrderEvent, eventId: bigint): Promise<void> {
  const messages = await dueOrderMessages(tx, event);
  const placed = event.type === "order.placed";
  if (messages.length === 0 && !placed) return;
  const displayId = displayOrderId(event.orderId);
  const customer = await customerRecipients(tx, event.orderId);
  if (placed && customer.unconfirmed) {
    await requestEmailVerification(tx, {
      userId: customer.userId,
      email: customer.unconfirmed,
      orderId: event.orderId,
      displayOrderId: displayId,
      locale: customer.accountLocale,
    });
  }
  const store = storeInbox();
  const refundAmount = "refundId" in event || event.type === "order.return_refunded" ? event.amount : undefined;
  // The operator's note on a return (why it was rejected, what to do next).
  const note = "note" in event ? event.note : undefined;
  // The store's copy of a return request links to the request's page.
  const returnRequestId = "returnRequestId" in event ? event.returnRequestId : undefined;
  for (const { message, to } of messages) {
    // No inbox configured: the store's copy has nowhere to go.
    const recipients = to === "customer" ? customer.recipients : store ? [store] : [];
    // The store's copy is for the operators, whose admin area is in English.
    const texts = emailTexts(to === "customer" ? customer.orderLocale : DEFAULT_LOCALE);
    for (const recipient of recipients) {
      await queueEmail(tx, {
        key: `order-event:${eventId}:${message}:${recipient}`,
        recipient,
        subject: texts(`orders.${message}.subject`, { id: displayId }),
        template: "order",
        data: { orderId: event.orderId, message, refundAmount, note, returnRequestId },
        orderId: event.orderId,
      });
    }
  }
}

/** Since the stream's start: earlier events queued their e-mails themselves (and are marked so). */
export const orderEmails: OrderEventSubscriber = {
  name: "mail",
  since: new Date("2026-01-01T00:00:00Z"),
  handle: queueOrderEmails,
};
