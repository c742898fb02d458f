/**
 * The `email` namespace's order messages (./email.ts), apart for their length: each message's
 * subject, headline and intro, to the customer or (new_order, store_*) to the store's inbox.
 */
export const orderEmails = {
  placed: {
    subject: "Your GanitPlay order {id} is confirmed",
    headline: "Thank you — your order is confirmed",
    intro: "We have your confirmation and will start packing your order soon. You pay in cash when it arrives.",
  },
  confirm_cod: {
    subject: "Please confirm your GanitPlay order {id}",
    headline: "Please confirm your order",
    intro:
      "You chose to pay in cash on delivery. Please confirm the order so that we can pack it, or cancel it if you did not mean to order. You can also pay online now and save the cash on delivery fee. An order not confirmed within {hours} hours is cancelled.",
  },
  confirm_reminder: {
    subject: "A reminder to confirm your GanitPlay order {id}",
    headline: "Your order is waiting for your confirmation",
    intro:
      "We have not packed your cash on delivery order yet because it is not confirmed. Please confirm it, or cancel it if you no longer want it. An order not confirmed within {hours} hours of placing it is cancelled.",
  },
  confirm_expired: {
    subject: "Your GanitPlay order {id} is cancelled",
    headline: "We cancelled your unconfirmed order",
    intro:
      "Your cash on delivery order was not confirmed within {hours} hours, so we have cancelled it and nothing will be sent. You pay nothing. If you still want these toys, you are welcome to order them again.",
  },
  paid: {
    subject: "Payment received for your GanitPlay order {id}",
    headline: "Payment received — thank you",
    intro: "We have received your payment and your order is placed. We will start packing it soon.",
  },
  payment_failed: {
    subject: "Payment for your GanitPlay order {id} did not go through",
    headline: "Your payment did not go through",
    intro:
      "The payment for this order did not go through and no money was taken. From the order's page you can pay again, or choose cash on delivery where it is offered.",
  },
  packed: {
    subject: "Your GanitPlay order {id} is being packed",
    headline: "We are packing your order",
    intro: "Your order is being packed and will be handed to the courier shortly.",
  },
  shipped: {
    subject: "Your GanitPlay order {id} has shipped",
    headline: "Your order is on its way",
    intro: "Your order has left our warehouse.",
  },
  out_for_delivery: {
    subject: "Your GanitPlay order {id} is out for delivery",
    headline: "Out for delivery today",
    intro: "The courier is bringing your order today. Please keep your phone reachable.",
  },
  delivered: {
    subject: "Your GanitPlay order {id} was delivered",
    headline: "Delivered — happy playing!",
    intro: "Your order has been delivered. We hope the puzzles and games bring plenty of joy.",
  },
  delivery_failed: {
    subject: "We could not deliver your GanitPlay order {id}",
    headline: "The courier could not deliver your order",
    intro:
      "The courier tried to deliver your order but could not. Open your order's tracking page to choose another day, correct your phone number or address, or cancel — the courier will try again as you say.",
  },
  returning: {
    subject: "Your GanitPlay order {id} is coming back to us",
    headline: "Your order is coming back to us",
    intro:
      "The courier could not deliver your order and is bringing it back to us. If you paid online, your full refund starts as soon as it reaches us.",
  },
  returned: {
    subject: "Your GanitPlay order {id} came back to us undelivered",
    headline: "Your order came back to us",
    intro:
      "Your undelivered order has reached us again and is closed. If you paid online, your full refund has started and we will write when it is done.",
  },
  cancelled: {
    subject: "Your GanitPlay order {id} is cancelled",
    headline: "Your order is cancelled",
    intro:
      "This order has been cancelled. If you paid online, your refund is on its way and we will write when it starts.",
  },
  cancelled_by_customer: {
    subject: "Your GanitPlay order {id} is cancelled",
    headline: "You cancelled your order",
    intro:
      "As you asked, we have cancelled this order and it will not be sent. If you paid online, your full refund is on its way and we will write when it starts.",
  },
  refund_started: {
    subject: "Refund started for your GanitPlay order {id}",
    headline: "Your refund has started",
    intro: "We have started your refund. It usually reaches your account within 5 to 7 working days.",
  },
  refund_completed: {
    subject: "Refund completed for your GanitPlay order {id}",
    headline: "Your refund is complete",
    intro: "Your refund has been completed by PhonePe. It may take a day for your bank to show it.",
  },
  return_requested: {
    subject: "We have your return request for GanitPlay order {id}",
    headline: "Return requested",
    intro: "We have received your return request and will review it within 2 working days.",
  },
  return_approved: {
    subject: "Your return for GanitPlay order {id} is approved",
    headline: "Your return is approved",
    intro:
      "Please pack the items in their original packaging. We will arrange the pickup or tell you where to send them.",
  },
  return_rejected: {
    subject: "About your return for GanitPlay order {id}",
    headline: "We could not accept your return",
    intro:
      "We are sorry, we could not accept this return. The note below says why; reply to this e-mail to discuss it.",
  },
  return_received: {
    subject: "We received your return for GanitPlay order {id}",
    headline: "Your returned items have arrived",
    intro: "We have received the returned items and will send your refund shortly.",
  },
  return_refunded: {
    subject: "Refund sent for your return on GanitPlay order {id}",
    headline: "Your return is refunded",
    intro:
      "We have sent the refund for your return: as store credit if you chose it (it is in your account now, to spend at checkout); otherwise online payments go back to the original payment method, cash on delivery orders to the bank account or UPI you gave us.",
  },
  new_order: {
    subject: "New order {id}",
    headline: "A new order has come in",
    intro: "A customer has placed this order. It is waiting to be packed.",
  },
  store_cancelled: {
    subject: "Order {id} cancelled",
    headline: "An order was cancelled",
    intro:
      "This order has been cancelled: do not pack or send it. Its items are back in stock, and a payment made online is refunded on its own. If the courier has the parcel already, ask for it back.",
  },
  store_return_requested: {
    subject: "Return requested on order {id}",
    headline: "A customer asks to return items",
    intro:
      "The customer has asked to return items of this order. Review the request within 2 working days, as the store promises them: approve or reject it on the return's page.",
  },
  store_delivery_failed: {
    subject: "Delivery failed for order {id}",
    headline: "The courier could not deliver an order",
    intro:
      "The courier could not deliver this order and waits for an answer: another day, a corrected phone number or address, or sending it back. The customer has been asked; you can answer for them on the order's page.",
  },
};
