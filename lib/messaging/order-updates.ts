/**
 * The WhatsApp/SMS subscriber of the order event stream (lib/order-events.ts): the same events
 * that e-mail the customer (lib/mail/orders/messages.ts) queue a message to a customer who opted
 * in, on WhatsApp when they chose it (SMS if WhatsApp cannot reach them) or by SMS, in the
 * account's language, in the transaction that marks the event processed. Each message's key names
 * the event, so an event delivered twice still queues one message.
 */
import "server-only";
import { env } from "../env";
import { taxDocumentFilename } from "../invoices/documents";
import type { MessageChannel, Prisma } from "../generated/prisma/client";
import { dueOrderMessages } from "../mail/orders/messages";
import { formatRupees, toPaise } from "../money";
import type { OrderEventSubscriber } from "../orders/lifecycle/event-stream";
import type { OrderEvent } from "../orders/lifecycle/events";
import { confirmationCode } from "../orders/cod-confirmation/confirmation-rows";
import { invoiceLinkUrl, orderLinkToken } from "../orders/order-links";
import { displayOrderId } from "../orders/order-view";
import { sendingTime } from "./daytime";
import { messagingNumber } from "./phone";
import { queueTextMessage } from "./queue-message";
import { TEMPLATES, type OrderTemplateName } from "./templates/catalogue";
import { firstName } from "./templates/render";

interface Customer {
  name: string;
  phone: string | null;
  whatsappUpdates: boolean;
  smsUpdates: boolean;
}

/** The channel an order update goes on: the one the customer chose, among those the store runs. */
export function updateChannel(customer: Pick<Customer, "whatsappUpdates" | "smsUpdates">): MessageChannel | null {
  const { whatsApp, sms } = env().messaging;
  if (customer.whatsappUpdates && whatsApp) return "WHATSAPP";
  // WhatsApp's consent covers an SMS when WhatsApp cannot reach the phone: here, when it is off.
  if ((customer.smsUpdates || customer.whatsappUpdates) && sms) return "SMS";
  return null;
}

async function queueOrderUpdates(tx: Prisma.TransactionClient, event: OrderEvent, eventId: bigint): Promise<void> {
  const updates = (await dueOrderMessages(tx, event)).filter(({ to }) => to === "customer");
  if (updates.length === 0) return;
  const { userId, user, taxDocuments, paidByCredit } = await tx.order.findUniqueOrThrow({
    where: { id: event.orderId },
    select: {
      userId: true,
      paidByCredit: true,
      user: { select: { name: true, phone: true, whatsappUpdates: true, smsUpdates: true, locale: true } },
      taxDocuments: { where: { kind: "INVOICE" }, select: { number: true }, take: 1 },
    },
  });
  const [invoice] = taxDocuments;
  const channel = updateChannel(user);
  const recipient = user.phone ? messagingNumber(user.phone) : null;
  if (!channel || !recipient) return;
  const values = {
    name: firstName(user.name),
    order: displayOrderId(event.orderId),
    orderLink: orderLinkToken(event.orderId),
    // A refund's sum, or the cash a new order collects (what gift cards and store credit leave);
    // the templates that name no sum leave it out.
    ...("amount" in event && {
      amount: formatRupees(event.type === "order.placed" ? event.amount - toPaise(paidByCredit) : event.amount),
    }),
    // The confirmation's document: the invoice, issued with the order or its payment.
    ...(invoice && {
      invoiceLink: invoiceLinkUrl(event.orderId),
      invoiceFile: taxDocumentFilename("INVOICE", invoice.number),
    }),
    // Asking to confirm cash on delivery: the SMS's short link, and how long the order waits.
    ...(updates.some(({ message }) => TEMPLATES[`order_${message}` as OrderTemplateName].asksConfirmation) && {
      confirmCode: confirmationCode(event.orderId),
      hours: String(env().COD_CONFIRM_HOURS),
    }),
  };
  for (const { message } of updates) {
    const template = `order_${message}` as OrderTemplateName;
    await queueTextMessage(tx, {
      key: `order-event:${eventId}:${template}`,
      channel,
      recipient,
      template,
      locale: user.locale,
      values,
      notBefore: sendingTime(new Date(), TEMPLATES[template].canWait),
      userId,
      orderId: event.orderId,
    });
  }
}

/** From this release: earlier events were e-mailed only. */
export const orderTextUpdates: OrderEventSubscriber = {
  name: "text-messages",
  since: new Date("2026-11-27T00:00:00Z"),
  handle: queueOrderUpdates,
};
