/** The profile's setting of the language the store's e-mails are written in. */
export const emailLanguage = {
  label: "Language of our e-mails",
  hint: "Order updates, invoices and account e-mails come in this language.",
  saved: "Saved",
};
