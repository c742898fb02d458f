/**
 * The e-mail subscriber of the order event stream (lib/order-events.ts): queues the e-mails an
 * event sends, in the transaction that marks the event processed for it. Each message's key
 * names the event and the recipient, so an event delivered twice still queues each message once.
 */
import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import type { OrderEventSubscriber } from "../../orders/lifecycle/event-stream";
import type { OrderEvent } from "../../orders/lifecycle/events";
import { displayOrderId } from "../../orders/order-view";
import { addressSnapshot } from "../../orders/snapshots";
import { storeContact } from "../../store-contact";
import { env } from "../../env";
import { queueEmail } from "../queue-email";
import { ORDER_MESSAGES, orderMessagesFor } from "./messages";

/** The store's inbox for new orders: ORDERS_NOTIFY_EMAIL, else its public address. */
const ordersInbox = () => env().mail.ordersInbox ?? (storeContact.email || undefined);

async function customerEmailOf(tx: Prisma.TransactionClient, orderId: string): Promise<string> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { address: true } });
  return addressSnapshot.parse(order.address).email;
}

async function queueOrderEmails(tx: Prisma.TransactionClient, event: OrderEvent, eventId: bigint): Promise<void> {
  const messages = orderMessagesFor(event);
  if (messages.length === 0) return;
  const customer = await customerEmailOf(tx, event.orderId);
  const refundAmount = "refundId" in event || event.type === "order.return_refunded" ? event.amount : undefined;
  // The operator's note on a return (why it was rejected, what to do next).
  const note = "note" in event ? event.note : undefined;
  for (const { message, to } of messages) {
    const recipient = to === "customer" ? customer : ordersInbox();
    // No inbox configured: the store's copy has nowhere to go.
    if (!recipient) continue;
    await queueEmail(tx, {
      key: `order-event:${eventId}:${message}:${recipient}`,
      recipient,
      subject: ORDER_MESSAGES[message].subject(displayOrderId(event.orderId)),
      template: "order",
      data: { orderId: event.orderId, message, refundAmount, note },
      orderId: event.orderId,
    });
  }
}

/** Since the stream's start: earlier events queued their e-mails themselves (and are marked so). */
export const orderEmails: OrderEventSubscriber = {
  name: "mail",
  since: new Date("2026-01-01T00:00:00Z"),
  handle: queueOrderEmails,
};
