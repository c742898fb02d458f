/**
 * The texts of every e-mail the store sends (lib/mail/), read with createTranslator in the
 * language of the order or the account: the frame, the order e-mails and the account's.
 */
export const email = {
  layout: {
    brand: "GanitPlay",
    footer:
      "GanitPlay — maths toys and games.{contact, select, both { Questions? Write to {email} or call {phone}.} email { Questions? Write to {email}.} phone { or call {phone}.} other {}}",
  },
  orders: {
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
  },
  order: {
    preview: "{headline} — order {id}",
    intro: "Order <strong>{id}</strong>. {intro}",
    estimatedDelivery: "Estimated delivery: <strong>by {by} ({range} days)</strong>",
    refundAmount: "Refund amount: <strong>{amount}</strong>",
    note: "Note from the store: <strong>{note}</strong>",
    courier: "Courier: <strong>{courier}</strong>",
    trackingNumber: "Tracking number: <strong>{trackingNumber}</strong>",
    item: "{name} × {quantity} at {unitPrice}",
    subtotal: "Subtotal",
    discount: "Offers",
    shipping: "Shipping",
    codFee: "Cash on delivery fee",
    total: "Total",
    paidByCredit: "Paid by gift card / store credit",
    due: "Left to pay",
    deliveringTo: "Delivering to",
    viewOrder: "View your order",
    confirmOrder: "Confirm or cancel your order",
    openInAdmin: "Open it in the admin area",
    orOpen: "Or open {url}",
    invoice: "Your GST tax invoice {number} (PDF): ",
  },
  account: {
    hello: "Hello {name},",
    orOpen: "Or open {url}",
    passwordReset: {
      subject: "Reset your GanitPlay password",
      headline: "Reset your password",
      body: "Someone, hopefully you, asked to reset the password of your GanitPlay account. The link below works once, for {minutes} minutes.",
      button: "Choose a new password",
      notYou: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    },
    passwordChanged: {
      subject: "Your GanitPlay password was changed",
      headline: "Your password was changed",
      body: "The password of your GanitPlay account was just changed, and every device signed in with the old one was signed out.",
      button: "Sign in",
      notYou: "If you did not do this, ask for a new password at once from the sign-in page and write to us.",
    },
    emailVerification: {
      subject: "Confirm your e-mail for GanitPlay order updates",
      headline: "Confirm your e-mail",
      body: "This e-mail address was entered at checkout for GanitPlay order {id}. Before we send any order updates here, please confirm that it is yours. The link below works once, for {hours} hours.",
      button: "Confirm my e-mail",
      notYou: "If you did not place this order, ignore this e-mail: we will send nothing more to this address.",
    },
  },
  stockAlert: {
    subject: "{product} is back in stock",
    headline: "Back in stock",
    body: "You asked us to tell you when {product} was back in stock at GanitPlay. It is now. This is the only e-mail about it.",
    button: "View the product",
  },
  giftCard: {
    subject: "{sender} sent you a GanitPlay gift card of {value}",
    headline: "A gift card of {value} for you",
    body: "{sender} has sent you a GanitPlay gift card worth {value}, to spend on maths toys and games.",
    codeIs: "Your gift card code:",
    howTo: "Add the code at checkout, in the payment step. Spend it in one order or several, until {date}.",
    button: "Visit the shop",
  },
  giftCardReceipt: {
    subject: "Your GanitPlay gift card receipt {number}",
    headline: "Thank you for your gift",
    body: "Your gift card of {value} for {name} ({hint}) is issued, and we have e-mailed its code to them.",
    receipt: "Receipt {number}, {date}: gift card, {value}, paid with PhonePe.",
    noGst:
      "This is a receipt, not a tax invoice: a gift card carries no GST. The goods it pays for are invoiced with their GST when it is spent.",
    validity: "It can be spent until {date}.",
  },
  quoteSent: {
    subject: "Your GanitPlay quote {number}",
    headline: "Your quote for {organisation}",
    body: "Here is our quote {number}: {amount} in all, tax and delivery included. It is valid until {date}, and its proforma invoice is attached.",
    howTo:
      "To order, accept it on its page and add your purchase order number if you have one: the goods are kept for you, and you pay by bank transfer or UPI as the proforma shows.",
    button: "See and accept the quote",
    notTaxInvoice: "A proforma invoice is not a tax invoice: we send the tax invoice when the goods are dispatched.",
  },
  quoteRequested: {
    subject: "New quote request from {organisation}",
    headline: "A new quote request",
    body: "{customer} asks for a quote for {organisation}: {products, plural, one {# product} other {# products}}, {units} units in all.",
    neededBy: "Needed by {date}.",
    notes: "Their notes: {notes}",
    button: "Price it in the admin area",
  },
  quoteWithdrawn: {
    subject: "Your GanitPlay quote for {organisation} is withdrawn",
    headline: "Quote for {organisation} withdrawn",
    quote:
      "We have withdrawn our quote {number}: it can no longer be accepted, and its proforma invoice no longer holds.",
    request: "We are sorry: we cannot quote for your request for {organisation}, so we have closed it.",
    next: "If you still need the goods, reply to this e-mail or ask for a new quote, and we will gladly help.",
    button: "See the quote",
  },
};
