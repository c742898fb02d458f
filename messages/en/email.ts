/**
 * The texts of every e-mail the store sends (lib/mail/), read with createTranslator in the
 * language of the order or the account: the frame, the order e-mails and the account's.
 */
import { orderEmails } from "./email-orders";

export const email = {
  layout: {
    brand: "GanitPlay",
    footer:
      "GanitPlay — maths toys and games.{contact, select, both { Questions? Write to {email} or call {phone}.} email { Questions? Write to {email}.} phone { or call {phone}.} other {}}",
  },
  orders: orderEmails,
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
    reviewReturnInAdmin: "Review the return in the admin area",
    openOrderInAdmin: "Open the order in the admin area",
    orOpen: "Or open {url}",
    invoice: "Your GST tax invoice {number} (PDF): ",
    activitySheets: "Activity sheets for your toys, free to print (PDF):",
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
  dailySummary: {
    subject: "GanitPlay: your summary of {day}",
    headline: "Your summary of {day}",
    intro: "How {day} went, counted as the reports count it, and what waits today.",
    orders: "Orders earned (paid, or delivered cash on delivery): <strong>{count}</strong>",
    net: "Net sales (what they came to, less refunds): <strong>{amount}</strong>",
    cancelled: "Orders cancelled: <strong>{count}</strong>",
    waiting: "Waiting today",
    toPack: "Orders to pack: <strong>{count}</strong>",
    toConfirm: "Cash on delivery orders awaiting their customer's confirmation: <strong>{count}</strong>",
    toReview: "Return requests to review: <strong>{count}</strong>",
    button: "Open the dashboard",
    why: "You get this every morning because you chose it on the admin area's Alerts page, where you can change it.",
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
