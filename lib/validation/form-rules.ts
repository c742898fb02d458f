/**
 * The plain rules of SPEC §5 that the browser's forms show or check — patterns, limits, choices —
 * apart from the zod schemas built on them, so a form or check needing only these loads no zod
 * (docs/BUNDLE.md).
 */

/** The forms' "simple pattern without spaces" for an e-mail address (SPEC §5). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new password's shortest length (SPEC §5). */
export const MIN_PASSWORD_LENGTH = 8;

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
