/** The gift card shop (/gift-cards) and the page a buyer comes back to from PhonePe. */
export const giftCards = {
  title: "Gift cards",
  description:
    "Give a GanitPlay gift card of ₹500 to ₹10,000, e-mailed at once with your message, to spend on maths toys and games for a year.",
  heading: "GanitPlay gift cards",
  intro:
    "Not sure which puzzle they would love? Let them choose. A gift card is e-mailed straight to the person you choose, with your message, and its code works at our checkout.",
  factsHeading: "How gift cards work",
  facts: {
    value: "Any value from ₹500 to ₹10,000, in whole rupees. You pay exactly that: no fees.",
    delivery: "E-mailed to the recipient as soon as your PhonePe payment goes through; you get the receipt.",
    spend: "Spend it in one order or several, with any way of paying for the rest, until the same date next year.",
    tax: "A gift card carries no GST: the toys it pays for are invoiced with their GST when it is spent.",
  },
  form: {
    heading: "Buy a gift card",
    signIn: "Sign in to buy a gift card",
    value: "Value",
    other: "Other amount (₹)",
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's e-mail",
    senderName: "From (your name)",
    message: "Message (optional)",
    messageHint: "Up to {max} characters, printed in the e-mail.",
    pay: "Pay {value} with PhonePe",
    paying: "Opening PhonePe…",
    failed: "Could not start the payment",
  },
  balance: {
    heading: "Have a gift card?",
    codeLabel: "Its code",
    check: "Check the balance",
    answer: "Gift card {hint}: {balance} left, valid until {date}. Add its code at checkout to spend it.",
    failed: "Could not check this gift card",
  },
  verify: {
    title: "Your gift card",
    checking: "Checking your payment with PhonePe…",
    paid: "Thank you! Your gift card of {value} is on its way: we have e-mailed its code to {name} ({email}).",
    receipt: "Your receipt {number} is in your e-mail.",
    failed:
      "The payment did not go through, so no gift card was issued. If money left your account, PhonePe returns it.",
    pending: "PhonePe has not confirmed the payment yet.",
    checkAgain: "Check again",
    tryAgain: "Buy a gift card",
    loadFailed: "Could not check the payment",
  },
};
