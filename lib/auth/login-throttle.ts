/**
 * Slows down password guessing: failed sign-ins are counted in PostgreSQL, per account and per
 * client address, so the limit holds across every instance of the app.
 */
import "server-only";
import { db } from "../db";
import { tooManyRequests } from "../http/errors";
import { log } from "../log";

export const THROTTLE_WINDOW_MINUTES = 15;
/** Failed attempts allowed for one account within the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed attempts allowed from one address within the window (a school shares one address). */
export const MAX_FAILURES_PER_ADDRESS = 30;

const windowStart = () => new Date(Date.now() - THROTTLE_WINDOW_MINUTES * 60_000);

/**
 * Counts this attempt as a failure before the (slow) password check, then refuses with 429 when
 * the account or the address is over its limit: parallel guesses cannot slip past the count.
 * Without a known address only the account counts, so no one can lock every shopper out.
 */
export async function registerLoginAttempt(account: string, clientIp: string | null): Promise<void> {
  await db().loginAttempt.create({ data: { account, clientIp: clientIp ?? "", succeeded: false } });
  const since = windowStart();
  const [accountFailures, addressFailures] = await Promise.all([
    db().loginAttempt.count({ where: { account, succeeded: false, attemptedAt: { gte: since } } }),
    clientIp ? db().loginAttempt.count({ where: { clientIp, succeeded: false, attemptedAt: { gte: since } } }) : 0,
  ]);
  // This attempt is among those counted, so the limit itself is still allowed.
  if (accountFailures > MAX_FAILURES_PER_ACCOUNT || addressFailures > MAX_FAILURES_PER_ADDRESS) {
    // Which limit, not whose: the account is an e-mail or phone number.
    log.warn("login_throttled", { limit: accountFailures > MAX_FAILURES_PER_ACCOUNT ? "account" : "address" });
    throw tooManyRequests(`Too many failed login attempts. Please try again in ${THROTTLE_WINDOW_MINUTES} minutes.`);
  }
}

/** A successful sign-in clears the account's failures, this attempt's included. */
export async function clearLoginFailures(account: string): Promise<void> {
  await db().loginAttempt.deleteMany({ where: { account, succeeded: false } });
}

/**
 * The caller's address as the store's reverse proxy reports it: X-Real-IP, else the last
 * X-Forwarded-For entry (the one the proxy appended; earlier entries are the client's to forge).
 */
export function clientIpFromRequest(request: Request): string | null {
  const realIp = request.headers.get("x-real-ip")?.trim();
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return (realIp || forwarded || "").slice(0, 64) || null;
}
