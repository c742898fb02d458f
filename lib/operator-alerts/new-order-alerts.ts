/**
 * The operators' alert of each new order: a subscriber of the order event stream
 * (lib/order-events.ts) acting on the events that send the store's inbox its `new_order` copy
 * (lib/mail/orders/messages.ts). To each admin who chose each order, that same e-mail and/or the
 * `store_new_order` WhatsApp template, queued in the transaction that marks the event processed,
 * each keyed by the event and the admin, so an event delivered twice alerts each admin once. The
 * alerts are the operators' own, so they are not listed among the order's messages to its customer.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { announcesNewOrder } from "../mail/orders/messages";
import { queueEmail } from "../mail/queue-email";
import { storeInbox } from "../mail/store-inbox";
import { emailTexts } from "../mail/texts";
import { sendingTime } from "../messaging/daytime";
import { queueTextMessage } from "../messaging/queue-message";
import { TEMPLATES } from "../messaging/templates/catalogue";
import { formatRupees, toPaise } from "../money";
import type { OrderEventSubscriber } from "../orders/lifecycle/event-stream";
import type { OrderEvent } from "../orders/lifecycle/events";
import { displayOrderId } from "../orders/order-view";
import { addressSnapshot } from "../orders/snapshots";
import { alertedOperators } from "./recipients";

async function queueNewOrderAlerts(tx: Prisma.TransactionClient, event: OrderEvent, eventId: bigint): Promise<void> {
  if (!announcesNewOrder(event)) return;
  const operators = await alertedOperators(tx, "EACH");
  if (operators.length === 0) return;
  const order = await tx.order.findUniqueOrThrow({
    where: { id: event.orderId },
    select: { amount: true, address: true, items: { select: { quantity: true } } },
  });
  const id = displayOrderId(event.orderId);
  const { city, state } = addressSnapshot.parse(order.address);
  // No customer's phone or e-mail: where it goes, what it comes to, how many units.
  const values = {
    order: id,
    amount: formatRupees(toPaise(order.amount)),
    items: String(order.items.reduce((units, item) => units + item.quantity, 0)),
    place: `${city}, ${state}`,
    orderId: event.orderId,
  };
  const subject = emailTexts(DEFAULT_LOCALE)("orders.new_order.subject", { id });
  // An admin whose address is the store's inbox has its copy already.
  const inbox = storeInbox();
  for (const { userId, email, whatsApp } of operators) {
    const key = `operator-alert:${eventId}:${userId}`;
    if (email && email !== inbox) {
      await queueEmail(tx, {
        key: `${key}:email`,
        recipient: email,
        subject,
        template: "order",
        data: { orderId: event.orderId, message: "new_order" },
      });
    }
    if (whatsApp) {
      await queueTextMessage(tx, {
        key: `${key}:whatsapp`,
        channel: "WHATSAPP",
        recipient: whatsApp,
        template: "store_new_order",
        locale: DEFAULT_LOCALE,
        values,
        notBefore: sendingTime(new Date(), TEMPLATES.store_new_order.canWait),
        userId,
      });
    }
  }
}

/** From this release: no admin had chosen alerts before it. */
export const operatorAlerts: OrderEventSubscriber = {
  name: "operator-alerts",
  since: new Date("2026-11-29T00:00:00Z"),
  handle: queueNewOrderAlerts,
};
