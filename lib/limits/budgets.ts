/**
 * Every rate limit of the store, in one place (enforced by ./rate-limits.ts). Per address: a whole
 * school, office or family may share one, so the budgets leave room for many honest people and
 * reads get the most. Counted per client address as server/index.js determines it.
 */
import { REFUSAL_TEXTS } from "../validation/refusal-texts";

export interface AddressBudget {
  /** Requests allowed from one address within the window. */
  points: number;
  windowSeconds: number;
  /** The start of the 429 answer; "Please try again in …" follows. */
  tooMany: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const ADDRESS_BUDGETS = {
  /** POST /api/user/register: new accounts. */
  registration: { points: 20, windowSeconds: HOUR, tooMany: REFUSAL_TEXTS.tooManyAccounts },
  /** POST /api/order/place and /api/order/phonepe, together. */
  orderPlacement: { points: 30, windowSeconds: HOUR, tooMany: REFUSAL_TEXTS.tooManyOrders },
  /** GET /api/delivery/*: serviceability, delivery estimates and shipping quotes, together. */
  pincodeCheck: { points: 300, windowSeconds: 5 * MINUTE, tooMany: REFUSAL_TEXTS.tooManyDeliveryChecks },
  /** POST /api/blog/like/{id}: likes and unlikes. */
  blogLike: { points: 100, windowSeconds: HOUR, tooMany: REFUSAL_TEXTS.tooManyLikes },
  /** POST /api/user/login: failed sign-ins for any account, known or not (./login-throttle). */
  loginFailure: { points: 50, windowSeconds: 15 * MINUTE, tooMany: REFUSAL_TEXTS.tooManyFailedLoginsFromNetwork },
  /** GET /api/order/invoice/{orderId}: each one renders a PDF. */
  invoiceDownload: { points: 120, windowSeconds: 5 * MINUTE, tooMany: REFUSAL_TEXTS.tooManyInvoiceDownloads },
  /**
   * GET /api/track/{token}/invoice: the same, by an order's signed link. WhatsApp fetches every
   * confirmation's invoice from a few of Meta's addresses, so they get ten times the room.
   */
  invoiceLinkDownload: { points: 1200, windowSeconds: 5 * MINUTE, tooMany: REFUSAL_TEXTS.tooManyInvoiceDownloads },
  /** GET /api/proformas/{token}: a quote's proforma by its signed link, fetched by WhatsApp from the same few addresses. */
  proformaLinkDownload: { points: 1200, windowSeconds: 5 * MINUTE, tooMany: REFUSAL_TEXTS.tooManyInvoiceDownloads },
  /** POST /api/track/{token}/delivery: answers to failed deliveries (one counts per order; this stops guessing). */
  deliveryAnswer: { points: 30, windowSeconds: HOUR, tooMany: REFUSAL_TEXTS.tooManyDeliveryAnswers },
  /** POST /api/track/{token}/confirmation: cash on delivery orders confirmed or cancelled by their links. */
  confirmationAnswer: { points: 30, windowSeconds: HOUR, tooMany: REFUSAL_TEXTS.tooManyConfirmations },
  /** POST /api/user/forgot-password: reset links asked for, any account known or not. */
  passwordResetRequest: {
    points: 20,
    windowSeconds: HOUR,
    tooMany: REFUSAL_TEXTS.tooManyResetRequests,
  },
  /** POST /api/reviews: reviews written or edited. */
  reviewWrite: { points: 30, windowSeconds: HOUR, tooMany: REFUSAL_TEXTS.tooManyReviews },
  /** POST /api/order/returns/photos: photos for return requests (stored by the store, so capped). */
  returnPhotoUpload: { points: 30, windowSeconds: HOUR, tooMany: REFUSAL_TEXTS.tooManyPhotos },
  /** POST /api/user/otp/request: sign-in codes asked for, any phone known or not. */
  signInCodeRequest: { points: 20, windowSeconds: HOUR, tooMany: REFUSAL_TEXTS.tooManyCodeRequests },
  /** POST /api/cart/coupon: promotion codes tried, right or wrong. */
  couponTry: { points: 60, windowSeconds: HOUR, tooMany: REFUSAL_TEXTS.tooManyCouponTries },
  /** POST /api/user/otp/verify: codes tried, right or wrong. */
  signInCodeCheck: { points: 60, windowSeconds: 15 * MINUTE, tooMany: REFUSAL_TEXTS.tooManyCodeChecks },
  /** POST /api/events: a report per product page shown and checkout step reached; a whole school browsing at once. */
  funnelReport: { points: 1200, windowSeconds: 10 * MINUTE, tooMany: REFUSAL_TEXTS.tooManyReports },
  /** POST /api/vitals: one report per page view sampled (VITALS_SAMPLE_RATE), as the page is left. */
  vitalsReport: { points: 1200, windowSeconds: 10 * MINUTE, tooMany: REFUSAL_TEXTS.tooManyReports },
} as const satisfies Record<string, AddressBudget>;

export type AddressBudgetName = keyof typeof ADDRESS_BUDGETS;

/**
 * Failed sign-ins per identifier typed (an e-mail or a phone number, each on its own, known or
 * not): a few are free, then each further attempt waits twice as long as the one before, up to a
 * cap. A stranger can slow an identifier down but never lock its owner out for longer than the cap.
 */
export const LOGIN_DELAYS = {
  freeFailures: 5,
  /** The wait after the first failure beyond the free ones; doubles with each failure after it. */
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * MINUTE,
  /** How long failures are remembered; a successful sign-in forgets them at once. */
  memorySeconds: 24 * HOUR,
} as const;

/**
 * Reset links asked for one e-mail (known or not, so the limit answers alike for both) from one
 * client address: enough for an owner whose e-mail was slow. Per address, so a stranger's requests
 * spend the stranger's budget, never the owner's.
 */
export const PASSWORD_RESET_REQUESTS_PER_EMAIL = {
  points: 3,
  windowSeconds: HOUR,
  tooMany: REFUSAL_TEXTS.tooManyResetRequestsForEmail,
} as const;

/**
 * Reset e-mails sent to one address, whoever asked: bounds a flood of an inbox from many networks.
 * Spent after the answer (the answer never says so), and above what one network may ask for, so a
 * stranger needs several networks to spend it before the owner asks.
 */
export const PASSWORD_RESET_EMAILS_PER_EMAIL = { points: 10, windowSeconds: HOUR } as const;

/**
 * Sign-in codes sent to one phone, known or not, whoever asks: a slow message and a retry or two,
 * not a flood of someone's phone (each code also allows only five tries: lib/auth/sign-in-codes.ts).
 */
export const SIGN_IN_CODES_PER_PHONE = {
  points: 3,
  windowSeconds: 15 * MINUTE,
  tooMany: REFUSAL_TEXTS.tooManyCodesForPhone,
} as const;

/** Reviews written or edited by one account: room to fix a typo or two, not to flood the queue. */
export const REVIEWS_PER_ACCOUNT = {
  points: 5,
  windowSeconds: HOUR,
  tooMany: REFUSAL_TEXTS.tooManyReviewChanges,
} as const;

/**
 * Links to confirm a checkout e-mail (lib/auth/email-verification.ts), sent only while none is live
 * for the same account and address. Per account: a shopper may try a few addresses a day. Per
 * address, whichever accounts typed it: one inbox gets at most a few a day, however many accounts a
 * stranger makes. Beyond either, the link is not sent (the order is placed all the same).
 */
export const EMAIL_VERIFICATIONS_PER_ACCOUNT = { points: 5, windowSeconds: 24 * HOUR } as const;
export const EMAIL_VERIFICATIONS_PER_ADDRESS = { points: 3, windowSeconds: 24 * HOUR } as const;

/**
 * Promotion codes one account may try, right or wrong: a few typos and a few codes, never a search
 * for the codes that exist (with the address budget's couponTry).
 */
export const COUPON_TRIES_PER_ACCOUNT = {
  points: 10,
  windowSeconds: 15 * MINUTE,
  tooMany: REFUSAL_TEXTS.tooManyCouponTriesForAccount,
} as const;
