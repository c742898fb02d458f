/**
 * The budgets of ./budgets.ts, counted in PostgreSQL by rate-limiter-flexible (table rate_limits,
 * made by a migration from prisma/models/rate-limits.prisma), so every instance of the store
 * counts together and a restart forgets nothing.
 */
import "server-only";
import { createHash } from "node:crypto";
import ipaddr from "ipaddr.js";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { pgPool } from "../db";
import { clientAddress } from "../http/client-address";
import { tooManyRequests } from "../http/errors";
import { log } from "../log";
import {
  ADDRESS_BUDGETS,
  COUPON_TRIES_PER_ACCOUNT,
  EMAIL_VERIFICATIONS_PER_ACCOUNT,
  EMAIL_VERIFICATIONS_PER_ADDRESS,
  LOGIN_DELAYS,
  PASSWORD_RESET_EMAILS_PER_EMAIL,
  PASSWORD_RESET_REQUESTS_PER_EMAIL,
  REVIEWS_PER_ACCOUNT,
  SIGN_IN_CODES_PER_PHONE,
  type AddressBudgetName,
} from "./budgets";
import { validationMessage } from "../validation/error-messages";

function createLimiters() {
  const limiter = (keyPrefix: string, points: number, duration: number, { purgeExpired = false } = {}) =>
    new RateLimiterPostgres({
      storeClient: pgPool(),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      // They all share the table: one of them deleting rows an hour past their window (every five
      // minutes, in each instance) keeps it small.
      clearExpiredByTimeout: purgeExpired,
      keyPrefix,
      points,
      duration,
    });
  const byAddress = {} as Record<AddressBudgetName, RateLimiterPostgres>;
  for (const [name, budget] of Object.entries(ADDRESS_BUDGETS)) {
    byAddress[name as AddressBudgetName] = limiter(name, budget.points, budget.windowSeconds);
  }
  return {
    byAddress,
    /** Failed sign-ins per e-mail or phone typed (lib/auth/login-throttle.ts). */
    loginFailures: limiter("login-failures", LOGIN_DELAYS.freeFailures, LOGIN_DELAYS.memorySeconds, {
      purgeExpired: true,
    }),
    /** One sign-in attempt per identifier per waiting time, once its free failures are spent. */
    loginPace: limiter("login-pace", 1, LOGIN_DELAYS.maxDelaySeconds),
    /** Reset links asked for per client address and e-mail typed (lib/auth/password-reset.ts). */
    passwordResets: limiter(
      "password-resets",
      PASSWORD_RESET_REQUESTS_PER_EMAIL.points,
      PASSWORD_RESET_REQUESTS_PER_EMAIL.windowSeconds,
    ),
    /** Reset e-mails sent per e-mail address, whoever asked (lib/auth/reset-requests.ts). */
    passwordResetEmails: limiter(
      "password-reset-emails",
      PASSWORD_RESET_EMAILS_PER_EMAIL.points,
      PASSWORD_RESET_EMAILS_PER_EMAIL.windowSeconds,
    ),
    /** Links to confirm a checkout e-mail, per account and per address (lib/auth/email-verification.ts). */
    emailVerificationsByAccount: limiter(
      "email-verifications-account",
      EMAIL_VERIFICATIONS_PER_ACCOUNT.points,
      EMAIL_VERIFICATIONS_PER_ACCOUNT.windowSeconds,
    ),
    emailVerificationsByAddress: limiter(
      "email-verifications-address",
      EMAIL_VERIFICATIONS_PER_ADDRESS.points,
      EMAIL_VERIFICATIONS_PER_ADDRESS.windowSeconds,
    ),
    /** Sign-in codes sent per phone (lib/auth/sign-in-codes.ts). */
    signInCodes: limiter("sign-in-codes", SIGN_IN_CODES_PER_PHONE.points, SIGN_IN_CODES_PER_PHONE.windowSeconds),
    /** Reviews written or edited per account (lib/reviews/write-review.ts). */
    reviewWrites: limiter("review-writes", REVIEWS_PER_ACCOUNT.points, REVIEWS_PER_ACCOUNT.windowSeconds),
    /** Promotion codes tried per account (lib/promotions/coupons.ts). */
    couponTries: limiter("coupon-tries", COUPON_TRIES_PER_ACCOUNT.points, COUPON_TRIES_PER_ACCOUNT.windowSeconds),
  };
}

let limiters: ReturnType<typeof createLimiters> | undefined;

/** Created on first use: `next build` loads the routes without a database. */
export function rateLimiters(): ReturnType<typeof createLimiters> {
  limiters ??= createLimiters();
  return limiters;
}

/**
 * The key an address is counted under. IPv6 clients count per /64, the block one home or office
 * is usually given, so cycling through its addresses gains nothing. Requests that did not come
 * through server/index.js have no address and share one budget: limited, never unlimited.
 */
export function addressKey(address: string | null): string {
  if (!address) return "unknown";
  if (ipaddr.IPv6.isValid(address)) return `${ipaddr.IPv6.networkAddressFromCIDR(`${address}/64`).toString()}/64`;
  return address;
}

function inWords(seconds: number): string {
  if (seconds < 60)
    return seconds === 1 ? validationMessage("waitOneSecond") : validationMessage("waitSeconds", { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? validationMessage("waitOneMinute") : validationMessage("waitMinutes", { count: minutes });
}

/**
 * A limiter's refusal as the 429 the client gets, with Retry-After, logged with the limit's name
 * (never the address or account); any other rejection (the database failed) is passed on as it is.
 */
export function refusal(rejection: unknown, limit: string, tooMany: string): unknown {
  if (!(rejection instanceof RateLimiterRes)) return rejection;
  const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  log.warn("rate_limited", { limit, retryAfterSeconds: seconds });
  return tooManyRequests(validationMessage("tryAgainIn", { reason: tooMany, wait: inWords(seconds) }), seconds);
}

/** Counts one request from this address against the budget; beyond it, refuses with 429. */
export async function spendAddressBudget(budget: AddressBudgetName, address: string | null): Promise<void> {
  try {
    await rateLimiters().byAddress[budget].consume(addressKey(address));
  } catch (rejection) {
    throw refusal(rejection, budget, ADDRESS_BUDGETS[budget].tooMany);
  }
}

/** Gives back one request counted in advance that turned out not to count (a successful sign-in). */
export async function refundAddressBudget(budget: AddressBudgetName, address: string | null): Promise<void> {
  await rateLimiters().byAddress[budget].reward(addressKey(address));
}

/** A route's limit: counts the request against its client's address (429 beyond the budget). */
export async function limitByAddress(request: Request, budget: AddressBudgetName): Promise<void> {
  await spendAddressBudget(budget, clientAddress(request));
}

/**
 * The key an identity a client typed (an e-mail, a phone number) is counted under: its SHA-256, so
 * every key fits the table's 255 characters whatever was typed (an e-mail may have 254), and the
 * table keeps no one's address.
 */
export const identityKey = (identity: string) => createHash("sha256").update(identity).digest("base64url");

/** Counts one reset link asked for this e-mail (known or not) from this address; beyond the budget, 429. */
export async function spendPasswordResetBudget(email: string, address: string | null): Promise<void> {
  try {
    await rateLimiters().passwordResets.consume(`${addressKey(address)} ${identityKey(email)}`);
  } catch (rejection) {
    throw refusal(rejection, "passwordResets", PASSWORD_RESET_REQUESTS_PER_EMAIL.tooMany);
  }
}

/** Counts one against a cap that is never answered with 429: false (logged) when it is spent. */
async function withinCap(limit: "passwordResetEmails" | EmailVerificationLimit, key: string): Promise<boolean> {
  try {
    await rateLimiters()[limit].consume(key);
    return true;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    log.warn("rate_limited", { limit });
    return false;
  }
}

type EmailVerificationLimit = "emailVerificationsByAccount" | "emailVerificationsByAddress";

/** Whether one more reset e-mail may go to this address this hour (counted when it may). */
export const mayEmailResetLink = (email: string) => withinCap("passwordResetEmails", identityKey(email));

/**
 * Whether one more link to confirm `email` may be sent for this account: within both the account's
 * and the address's budget (each counted only when both allow it).
 */
export async function mayEmailVerificationLink(userId: string, email: string): Promise<boolean> {
  if (!(await withinCap("emailVerificationsByAccount", userId))) return false;
  if (await withinCap("emailVerificationsByAddress", identityKey(email))) return true;
  await rateLimiters().emailVerificationsByAccount.reward(userId);
  return false;
}

/** Counts one review written or edited by this account; beyond the budget, refuses with 429. */
export async function spendReviewBudget(userId: string): Promise<void> {
  try {
    await rateLimiters().reviewWrites.consume(userId);
  } catch (rejection) {
    throw refusal(rejection, "reviewWrites", REVIEWS_PER_ACCOUNT.tooMany);
  }
}

/** Counts one sign-in code sent to this phone (known or not); beyond the budget, 429. */
export async function spendSignInCodeBudget(phone: string): Promise<void> {
  try {
    await rateLimiters().signInCodes.consume(identityKey(phone));
  } catch (rejection) {
    throw refusal(rejection, "signInCodes", SIGN_IN_CODES_PER_PHONE.tooMany);
  }
}

/** Counts one promotion code tried by this account; beyond the budget, 429. */
export async function spendCouponTryBudget(userId: string): Promise<void> {
  try {
    await rateLimiters().couponTries.consume(userId);
  } catch (rejection) {
    throw refusal(rejection, "couponTries", COUPON_TRIES_PER_ACCOUNT.tooMany);
  }
}
