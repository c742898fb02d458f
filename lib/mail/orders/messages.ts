/**
 * Which e-mails each order event sends and to whom. The customer hears of every step
 * of their order; the store's inbox gets a copy of each new order (a COD order when its customer
 * confirms it, an online one when paid).
 */
import { email } from "@/messages/en/email";
import type { Prisma } from "../../generated/prisma/client";
import { awaitsConfirmation, CONFIRMATION_REQUESTS } from "../../orders/cod-confirmation/confirmation-rows";
import type { OrderEvent } from "../../orders/lifecycle/events";

/** The order messages, each with its words in every language (messages/<locale>/email.ts, `orders`). */
export type OrderMessage = keyof typeof email.orders;

export const ORDER_MESSAGE_NAMES = Object.keys(email.orders) as [OrderMessage, ...OrderMessage[]];

export interface OrderMessageFor {
  message: OrderMessage;
  to: "customer" | "store";
}

const STATUS_MESSAGES: Partial<Record<string, OrderMessage>> = {
  PACKING: "packed",
  SHIPPED: "shipped",
  OUT_FOR_DELIVERY: "out_for_delivery",
  DELIVERED: "delivered",
  DELIVERY_FAILED: "delivery_failed",
  RETURNING: "returning",
  RETURNED: "returned",
};

const RETURN_MESSAGES = {
  "order.return_requested": "return_requested",
  "order.return_approved": "return_approved",
  "order.return_rejected": "return_rejected",
  "order.return_received": "return_received",
  "order.return_refunded": "return_refunded",
} as const satisfies Record<string, OrderMessage>;

const newOrder = (message: OrderMessage): OrderMessageFor[] => [
  { message, to: "customer" },
  { message: "new_order", to: "store" },
];

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
      return message ? [{ message, to: "customer" }] : [];
    }
    case "order.cancelled": {
      const message = event.unconfirmed ? "confirm_expired" : event.byCustomer ? "cancelled_by_customer" : "cancelled";
      return [{ message, to: "customer" }];
    }
    case "order.refund_started":
      return [{ message: "refund_started", to: "customer" }];
    case "order.refund_completed":
      return [{ message: "refund_completed", to: "customer" }];
    case "order.return_requested":
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
