/**
 * Which e-mails each order event sends, to whom, and their words. The customer hears of every step
 * of their order; the store's inbox gets a copy of each new order (a COD order when placed, an
 * online one when paid).
 */
import type { OrderEvent } from "../../orders/lifecycle/events";

interface MessageCopy {
  subject: (displayId: string) => string;
  headline: string;
  intro: string;
}

export const ORDER_MESSAGES = {
  placed: {
    subject: (id) => `Your GanitPlay order ${id} is placed`,
    headline: "Thank you for your order",
    intro: "We have your order and will start packing it soon. You pay in cash when it arrives.",
  },
  paid: {
    subject: (id) => `Payment received for your GanitPlay order ${id}`,
    headline: "Payment received — thank you",
    intro: "We have received your payment and your order is placed. We will start packing it soon.",
  },
  payment_failed: {
    subject: (id) => `Payment for your GanitPlay order ${id} did not go through`,
    headline: "Your payment did not go through",
    intro:
      "We could not confirm the payment for this order, so it has not been placed and no money was kept. You can place it again from your cart.",
  },
  packed: {
    subject: (id) => `Your GanitPlay order ${id} is being packed`,
    headline: "We are packing your order",
    intro: "Your order is being packed and will be handed to the courier shortly.",
  },
  shipped: {
    subject: (id) => `Your GanitPlay order ${id} has shipped`,
    headline: "Your order is on its way",
    intro: "Your order has left our warehouse.",
  },
  out_for_delivery: {
    subject: (id) => `Your GanitPlay order ${id} is out for delivery`,
    headline: "Out for delivery today",
    intro: "The courier is bringing your order today. Please keep your phone reachable.",
  },
  delivered: {
    subject: (id) => `Your GanitPlay order ${id} was delivered`,
    headline: "Delivered — happy playing!",
    intro: "Your order has been delivered. We hope the puzzles and games bring plenty of joy.",
  },
  cancelled: {
    subject: (id) => `Your GanitPlay order ${id} is cancelled`,
    headline: "Your order is cancelled",
    intro:
      "This order has been cancelled. If you paid online, your refund is on its way and we will write when it starts.",
  },
  cancelled_by_customer: {
    subject: (id) => `Your GanitPlay order ${id} is cancelled`,
    headline: "You cancelled your order",
    intro:
      "As you asked, we have cancelled this order and it will not be sent. If you paid online, your full refund is on its way and we will write when it starts.",
  },
  refund_started: {
    subject: (id) => `Refund started for your GanitPlay order ${id}`,
    headline: "Your refund has started",
    intro: "We have started your refund. It usually reaches your account within 5 to 7 working days.",
  },
  refund_completed: {
    subject: (id) => `Refund completed for your GanitPlay order ${id}`,
    headline: "Your refund is complete",
    intro: "Your refund has been completed by PhonePe. It may take a day for your bank to show it.",
  },
  return_requested: {
    subject: (id) => `We have your return request for GanitPlay order ${id}`,
    headline: "Return requested",
    intro: "We have received your return request and will review it within 2 working days.",
  },
  return_approved: {
    subject: (id) => `Your return for GanitPlay order ${id} is approved`,
    headline: "Your return is approved",
    intro:
      "Please pack the items in their original packaging. We will arrange the pickup or tell you where to send them.",
  },
  return_rejected: {
    subject: (id) => `About your return for GanitPlay order ${id}`,
    headline: "We could not accept your return",
    intro:
      "We are sorry, we could not accept this return. The note below says why; reply to this e-mail to discuss it.",
  },
  return_received: {
    subject: (id) => `We received your return for GanitPlay order ${id}`,
    headline: "Your returned items have arrived",
    intro: "We have received the returned items and will send your refund shortly.",
  },
  return_refunded: {
    subject: (id) => `Refund sent for your return on GanitPlay order ${id}`,
    headline: "Your return is refunded",
    intro:
      "We have sent the refund for your return: online payments go back to the original payment method, cash on delivery orders to the bank account or UPI you gave us.",
  },
  new_order: {
    subject: (id) => `New order ${id}`,
    headline: "A new order has come in",
    intro: "A customer has placed this order. It is waiting to be packed.",
  },
} satisfies Record<string, MessageCopy>;

export type OrderMessage = keyof typeof ORDER_MESSAGES;

export const ORDER_MESSAGE_NAMES = Object.keys(ORDER_MESSAGES) as [OrderMessage, ...OrderMessage[]];

export interface OrderMessageFor {
  message: OrderMessage;
  to: "customer" | "store";
}

const STATUS_MESSAGES: Partial<Record<string, OrderMessage>> = {
  PACKING: "packed",
  SHIPPED: "shipped",
  OUT_FOR_DELIVERY: "out_for_delivery",
  DELIVERED: "delivered",
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
      // An online order is new once it is paid.
      return event.paymentMethod === "COD" ? newOrder("placed") : [];
    case "order.paid":
      return newOrder("paid");
    case "order.payment_failed":
      return [{ message: "payment_failed", to: "customer" }];
    case "order.status_changed": {
      const message = STATUS_MESSAGES[event.to];
      return message ? [{ message, to: "customer" }] : [];
    }
    case "order.cancelled":
      return [{ message: event.byCustomer ? "cancelled_by_customer" : "cancelled", to: "customer" }];
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
    // Operators' matters: the refund queue and the admin area report these.
    case "order.paid_after_release":
    case "order.refund_failed":
      return [];
  }
}
