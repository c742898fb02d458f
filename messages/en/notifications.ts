/** The profile's choices of how the store writes to the customer: language, WhatsApp, SMS. */
export const notifications = {
  heading: "E-mails and messages",
  languageLabel: "Language of our e-mails and messages",
  languageHint:
    "Order updates, invoices and account e-mails come in this language, and so do WhatsApp messages and SMS.",
  whatsapp: "Order updates on WhatsApp",
  whatsappConsent:
    "Send me updates about my orders (confirmation, dispatch, delivery and refunds) on WhatsApp at {phone}, or by SMS when WhatsApp cannot reach me. I can turn this off here at any time, or reply STOP.",
  sms: "Order updates by SMS",
  smsConsent: "Send me updates about my orders by SMS at {phone}. I can turn this off here at any time.",
  daytime: "Updates that can wait arrive between 9 am and 9 pm.",
  noPhone: "Add a mobile number to your account to get order updates on WhatsApp or by SMS.",
  saved: "Saved",
  failed: "Your choice could not be saved. Please try again.",
};
