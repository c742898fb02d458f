/**
 * Which e-mails each order event sends and to whom. The customer hears of every step of their
 * order; the store's inbox gets a copy of each new order (a COD order when its customer confirms
 * it, an online one when paid), and of what an operator must act on afterwards: its cancellation,
 * a return request, a failed delivery. An order the store never heard of (cancelled before it was
 * confirmed or paid, an unconfirmed COD order expiring among them) sends the store nothing.
 */
import { email } from "@/messages/en/email";
import type { Prisma } from "../../generated/prisma/client";
import { awaitsConfirmation, CONFIRMATION_REQUESTS } from "../../orders/cod-confirmation/confirmation-rows";
import type { OrderEvent } from "../../orders/lifecycle/events";
import { storeKnowsOf } from "../../orders/status";

/** The order messages, each with its words in every language (messages/<locale>/email-orders.ts). */
export type OrderMessage = keyof typeof email.orders;

export const ORDER_MESSAGE_NAMES = Object.keys(email.orders) as [OrderMessage, ...OrderMessage[]];

/** The store's own copies: to its inbox, in English, linking to the admin area. */
const STORE_MESSAGES = [
  "new_order",
  "store_cancelled",
  "store_return_requested",
  "store_delivery_failed",
] as const satisfies readonly OrderMessage[];
export type StoreMessage = (typeof STORE_MESSAGES)[number];
export type CustomerMessage = Exclude<OrderMessage, StoreMessage>;

export const isStoreMessage = (message: OrderMessage): message is StoreMessage =>
  (STORE_MESSAGES as readonly OrderMessage[]).includes(message);

export type OrderMessageFor = { message: CustomerMessage; to: "customer" } | { message: StoreMessage; to: "store" };

const STATUS_MESSAGES: Partial<Record<string, CustomerMessage>> = {
  PACKING: "packed",
  SHIPPED: "shipped",
  OUT_FOR_DELIVERY: "out_for_delivery",
  DELIVERED: "delivered",
  DELIVERY_FAILED: "delivery_failed",
  RETURNING: "returning",
  RETURNED: "returned",
};

const RETURN_MESSAGES = {
  "order.return_approved": "return_approved",
  "order.return_rejected": "return_rejected",
  "order.return_received": "return_received",
  "order.return_refunded": "return_refunded",
} as const satisfies Record<string, CustomerMessage>;

const withStoreCopy = (message: CustomerMessage, copy: StoreMessage): OrderMessageFor[] => [
  { message, to: "customer" },
  { message: copy, to: "store" },
];
const newOrder = (message: CustomerMessage) => withStoreCopy(message, "new_order");

export function orderMessagesFor(event: OrderEvent): OrderMessageFor[] {
  switch (event.type) {
    case "order.placed":
      // Cash on delivery asks its customer to confirm; an online order is new once it is paid, and
      // one gift cards and store credit pay in full is paid as it is placed.
      if (event.paymentMethod === "COD") return [{ message: "confirm_cod", to: "customer" }];
      return event.paymentMethod === "CREDIT" ? newOrder("paid") : [];
    case "order.confirmed":
      return newOrder("placed");
    case "order.confirmation_reminder":
      return [{ message: "confirm_reminder", to: "customer" }];
    case "order.paid":
      return newOrder("paid");
    case "order.payment_failed":
      return [{ message: "payment_failed", to: "customer" }];
    case "order.status_changed": {
      const message = STATUS_MESSAGES[event.to];
      if (message === "delivery_failed") return withStoreCopy(message, "store_delivery_failed");
      return message ? [{ message, to: "customer" }] : [];
    }
    case "order.cancelled": {
      const message = event.unconfirmed ? "confirm_expired" : event.byCustomer ? "cancelled_by_customer" : "cancelled";
      return storeKnowsOf(event.from) ? withStoreCopy(message, "store_cancelled") : [{ message, to: "customer" }];
    }
    case "order.refund_started":
      return [{ message: "refund_started", to: "customer" }];
    case "order.refund_completed":
      return [{ message: "refund_completed", to: "customer" }];
    case "order.return_requested":
      return withStoreCopy("return_requested", "store_return_requested");
    case "order.return_approved":
    case "order.return_rejected":
    case "order.return_received":
    case "order.return_refunded":
      return [{ message: RETURN_MESSAGES[event.type], to: "customer" }];
    // Operators' matters: the refund queue and the admin area report these. Units the customer
    // cancelled were cancelled on the page that says so; their refund's own messages follow.
    case "order.items_cancelled":
    case "order.paid_after_release":
    case "order.refund_failed":
      return [];
  }
}

/**
 * The messages an event still sends when its subscriber takes it (e-mail or WhatsApp/SMS): a
 * request to confirm an order its customer has answered meanwhile (on the page after checkout, a
 * moment after placing it) asks nothing any more.
 */
export async function dueOrderMessages(tx: Prisma.TransactionClient, event: OrderEvent): Promise<OrderMessageFor[]> {
  const messages = orderMessagesFor(event);
  if (!messages.some(({ message }) => CONFIRMATION_REQUESTS.has(message))) return messages;
  if (await awaitsConfirmation(tx, event.orderId)) return messages;
  return messages.filter(({ message }) => !CONFIRMATION_REQUESTS.has(message));
}

/** Whether the event makes an order new to the store: its inbox's copy goes, and the operators' alerts. */
export const announcesNewOrder = (event: OrderEvent): boolean =>
  orderMessagesFor(event).some(({ message }) => message === "new_order");
