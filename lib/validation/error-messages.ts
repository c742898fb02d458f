/**
 * Every message a shopper can read from the shared schemas and the API, in English, once, under a
 * key: the form fields' here (messages' `validation`, sent to pages with forms), the answers any page
 * may show in ./refusal-texts.ts (messages' `refusals`). The schemas and the API send these English
 * texts (SPEC §5, §7); messages/hi/ translates them key for key, so a screen finds a message's key
 * (findValidationMessage) and shows it in the page's language. Values such as a length are ICU
 * arguments: "{max}" in the text, filled by validationMessage. Messages only a program reads (a
 * malformed id, a query parameter) stay in their schemas.
 */
import { REFUSAL_TEXTS, type RefusalKey } from "./refusal-texts";

export const VALIDATION_TEXTS = {
  // Any text field (lib/validation/text.ts).
  noNulCharacters: "Text must not contain NUL characters",
  noUnpairedSurrogates: "Text must not contain unpaired surrogate characters",
  // Accounts: sign in, registration, password reset (SPEC §5).
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  emailInvalidAddress: "Please enter a valid email address",
  emailIsInvalid: "Email is invalid",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number (10-15 digits)",
  phoneTooLong: "Phone number is too long",
  mobileInvalid: "Please enter a 10-digit Indian mobile number",
  codeRequired: "Please enter the code we sent you",
  codeFormat: "The code is the 6 digits we sent you",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least {min} characters",
  passwordMax: "Password must be at most {max} characters",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDiffer: "Passwords don't match",
  nameRequired: "Name is required",
  nameMax: "Name must be at most {max} characters",
  nameTooLong: "Name is too long",
  fullNameRequired: "Full name is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  identityRequired: "Email or phone number is required",
  invalidCredentials: "Invalid email/phone or password",
  invalidResetLink: "This password reset link is invalid or has expired. Please ask for a new one.",
  invalidVerificationLink:
    "This confirmation link is invalid or has expired. Nothing was changed: the next order to this address sends a new one.",
  // The API's answers to the account screens (lib/auth/).
  emailTaken: "An account with this email already exists",
  phoneTaken: "An account with this phone number already exists",
  accountTaken: "An account with this email or phone number already exists",
  resetLinkSent:
    "If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.",
  passwordChanged: "Your password has been changed. Please sign in with your new password.",
  emailVerified:
    "Thank you: this e-mail address is confirmed. Order updates of the account that entered it will come here too.",
  addressNotFound: "Address not found",
  // The cart's code box (lib/promotions/).
  couponRequired: "Please enter a code",
  giftCardRequired: "Please enter the gift card's code",
  // Buying a gift card (lib/validation/gift-cards.ts).
  giftCardValue: "Choose a value from {min} to {max}, in whole rupees",
  recipientNameRequired: "Please enter the name of the person it is for",
  senderNameRequired: "Please enter your name as the recipient should read it",
  giftCardMessageMax: "Please keep the message under {max} characters",
  // A business or school buying with a GST invoice (lib/validation/business.ts).
  legalNameRequired: "Please enter the name registered for GST",
  gstinRequired: "Please enter the GSTIN",
  gstinLength: "A GSTIN has 15 characters",
  gstinShape:
    "This is not a GSTIN: it is 2 digits of the state code, the 10-character PAN, 1 more character, Z and a check character",
  gstinState: "A GSTIN starts with its state's code: {code} is not one",
  gstinCheck: "This GSTIN's last character does not match the rest: please check it for a typing mistake",
  billingStateUnknown: "Please enter an Indian state or union territory",
  billingStateOfGstin: "The billing address must be in {state}, where this GSTIN is registered",
  purchaseOrderMax: "Please keep the purchase order number under {max} characters",
  organisationRequired: "Please enter the school or organisation's name",
  quoteItemsRequired: "Add at least one product to the quote",
  dateInvalid: "Please enter a date",
  notesMax: "Please keep the notes under {max} characters",
  quoteNotFound: "Quote not found",
  quoteExpired: "This quote was valid until {date}. Please ask us for a new one.",
  quoteNotOpen: "This quote can no longer be accepted",
  neededByPast: "Please choose today or a later day",
  productNoLongerSold: "{name} is no longer sold: please ask us for a new quote",
  utrInvalid: "Enter the transfer's reference number (UTR) from your bank: 12 to 22 letters and digits",
  notAwaitingTransfer: "This order is not waiting for a bank transfer",
  businessProfileMissing: "To get a GST invoice, first add your business or school's GSTIN in your profile",
  // Contact and feedback forms.
  messageRequired: "Message is required",
  messageTooLong: "Message is too long",
  productPurchasedRequired: "Please tell us which product you bought",
  ratingRequired: "Please choose a rating",
  reviewRequired: "Review is required",
  reviewTooLong: "Review is too long",
  // Delivery address and order (checkout, address book).
  requiredFields: "Please fill in all required fields",
  fieldMax: "Please keep each field under {max} characters",
  indiaOnly: "We deliver within India only",
  paymentMethodRequired: "Please select a payment method",
  orderNotesMax: "Order notes must be at most {max} characters",
  // Reviews.
  reviewNotEligible: "Only customers who received this product can review it",
  reviewMarkup: "Reviews are plain text: please remove the HTML tags",
  starRatingRequired: "Please choose a rating from 1 to 5 stars",
  titleRequired: "Title is required",
  titleMax: "Title must be at most {max} characters",
  reviewMin: "Review must be at least {min} characters",
  reviewMax: "Review must be at most {max} characters",
  // Cancellations and returns.
  cancelReasonRequired: "Please tell us why you are cancelling",
  cancelReasonMax: "Please keep the reason under {max} characters",
  returnReasonRequired: "Please choose a reason for the return",
  returnDetailsRequired: "Please describe the problem",
  returnDetailsMax: "Please keep the description under {max} characters",
  returnItemsRequired: "Choose the items to return",
  returnItemsMax: "Too many items",
  returnItemOnce: "Each item may appear once in a return",
  returnPhotoNotUploaded: "Upload the photos first",
  returnPhotosMax: "Attach at most {max} photos",
  // Where a cash on delivery order's refund goes (lib/orders/returns/refund-destination.ts).
  refundToRequired: "Tell us where to send your refund: a UPI ID or a bank account",
  upiInvalid: "Enter a UPI ID such as name@bank",
  accountNameRequired: "Enter the account holder's name",
  accountNumberInvalid: "Enter the account number: 9 to 18 digits",
  ifscInvalid: "Enter the branch's IFSC: 11 characters such as SBIN0001234",
};

/** Both catalogues: a message's key names it whichever namespace holds it. */
export const CATALOGUE = { ...VALIDATION_TEXTS, ...REFUSAL_TEXTS };

export type ValidationKey = keyof typeof CATALOGUE;

export const isRefusalKey = (key: ValidationKey): key is RefusalKey => Object.hasOwn(REFUSAL_TEXTS, key);
type Values = Record<string, string | number>;

const ARGUMENT = /\{(\w+)\}/g;

/** The English message of `key` with its values filled in: what the schemas and the API send. */
export function validationMessage(key: ValidationKey, values: Values = {}): string {
  return CATALOGUE[key].replace(ARGUMENT, (_, name: string) => String(values[name]));
}

interface Found {
  key: ValidationKey;
  values: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each text with arguments as a pattern capturing them ("at most {max}" → "at most (?<max>.+?)"). */
const patterns = (Object.entries(CATALOGUE) as [ValidationKey, string][])
  .filter(([, text]) => text.includes("{"))
  .map(([key, text]) => {
    const source = text
      .split(ARGUMENT)
      .map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : escapeRegExp(part)))
      .join("");
    return { key, pattern: new RegExp(`^${source}$`) };
  });

const plainKeys = new Map(
  (Object.entries(CATALOGUE) as [ValidationKey, string][])
    .filter(([, text]) => !text.includes("{"))
    .map(([key, text]) => [text, key]),
);

/** The key and values of an English message of the catalogue, or null for any other text. */
export function findValidationMessage(message: string): Found | null {
  const plain = plainKeys.get(message);
  if (plain) return { key: plain, values: {} };
  for (const { key, pattern } of patterns) {
    const groups = pattern.exec(message)?.groups;
    if (groups) return { key, values: { ...groups } };
  }
  return null;
}

/**
 * Translates a message through `translate` (the page's validation texts); any other text is kept.
 * A value that is itself a message of the catalogue (a rate limit's reason and wait) is translated too.
 */
export function translateValidationMessage<Text extends string | undefined>(
  message: Text,
  translate: (key: ValidationKey, values: Record<string, string>) => string,
): Text | string {
  if (!message) return message;
  const found = findValidationMessage(message);
  if (!found) return message;
  const values = Object.entries(found.values).map(([name, value]) => [
    name,
    translateValidationMessage(value, translate),
  ]);
  return translate(found.key, Object.fromEntries(values) as Record<string, string>);
}

export type FieldKey = keyof typeof VALIDATION_TEXTS;
type Translate<Key extends ValidationKey> = (key: Key, values: Record<string, string>) => string;

/**
 * A known message in the page's language, through the texts the page holds: the API's refusals
 * (every page), and the fields' messages where it has forms (`fields`). Undefined for any other
 * text, and for a field's message where the page has no field texts.
 */
export function translateKnownMessage(
  message: string,
  texts: { refusals: Translate<RefusalKey>; fields?: Translate<FieldKey> },
): string | undefined {
  const { refusals, fields } = texts;
  const found = findValidationMessage(message);
  if (!found || (!fields && !isRefusalKey(found.key))) return undefined;
  // A refusal's values are refusals too (a rate limit's reason and wait).
  return translateValidationMessage(message, (key, values) =>
    isRefusalKey(key) ? refusals(key, values) : fields ? fields(key, values) : validationMessage(key, values),
  );
}

/** What translating the API's refusal needs of its page: the `refusals` texts, and whether the page is English. */
export interface RefusalLanguage {
  refusals: Translate<RefusalKey>;
  english: boolean;
}

/**
 * The API's refusal in the page's language: a known one translated; any other (the API's English,
 * SPEC §7) kept on an English page and replaced by `fallback`, the screen's own words, elsewhere.
 */
export const refusalInLanguage = (message: string, fallback: string, { refusals, english }: RefusalLanguage): string =>
  translateKnownMessage(message, { refusals }) ?? (english ? message : fallback);
