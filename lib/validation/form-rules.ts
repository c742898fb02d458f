/**
 * The plain rules of SPEC §5 that the browser's forms show or check — patterns, limits, choices —
 * apart from the zod schemas built on them, so a form or check needing only these loads no zod
 * (docs/BUNDLE.md).
 */

/** The forms' "simple pattern without spaces" for an e-mail address (SPEC §5). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** No cart or order line may ask for more than this, whatever the stock (a household, not a warehouse). */
export const MAX_LINE_QUANTITY = 100;

/** A new password's shortest length (SPEC §5). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A phone number as stored and looked up: digits only, and Indian numbers without their country
 * code or trunk zero, so "+91 98765 43210", "098765 43210" and "9876543210" are one account.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** An Indian mobile number however it was typed (+91, spaces, a leading 0). */
export const isIndianMobile = (phone: string): boolean => /^[6-9]\d{9}$/.test(normalizePhone(phone));

/** Six digits, not starting with 0 (India Post numbering). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** The contact form's subjects. */
export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Product Question",
  "Order Status",
  "Returns & Exchanges",
  "Feedback",
  "Other",
] as const;

/** Addresses one account may keep: enough for home, grandparents and a school or two. */
export const MAX_SAVED_ADDRESSES = 10;

export const MAX_CANCEL_REASON = 300;

/** Reasons the order page offers for a cancellation; the customer may also write their own. */
export const CANCEL_REASONS = [
  "Ordered by mistake",
  "Found a better price elsewhere",
  "Delivery will take too long",
  "Want to change items or address",
] as const;

export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_DETAILS = 1000;
