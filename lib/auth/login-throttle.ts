/**
 * Slows down password guessing (budgets in lib/limits/budgets.ts, counted in PostgreSQL):
 * - per account, however it is typed: a few free failures, then each attempt waits twice as long
 *   as the one before, up to a cap, so an owner is never locked out for long;
 * - per client address, for every account known or not, so trying one password on many accounts
 *   is limited too.
 */
import "server-only";
import { LOGIN_DELAYS } from "../limits/budgets";
import { rateLimiters, refundAddressBudget, refusal, spendAddressBudget } from "../limits/rate-limits";

/** The key a user's failures count under, whether the account was typed as e-mail or phone. */
export const userAccountKey = (userId: string) => `user:${userId}`;

/** The key for what was typed when no user matches: an unknown account is answered like a known one. */
export const unknownAccountKey = (typed: string) => `unknown:${typed}`;

/** The wait owed, after `failures` failed attempts, before the next attempt. */
export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_DELAYS.freeFailures) return 0;
  const doubled = LOGIN_DELAYS.firstDelaySeconds * 2 ** (failures - LOGIN_DELAYS.freeFailures);
  return Math.min(doubled, LOGIN_DELAYS.maxDelaySeconds);
}

/**
 * Counts this attempt as a failure before the (slow) password check, so guesses sent all at once
 * cannot slip past the count; loginSucceeded takes it back. Refuses with 429 and Retry-After when
 * the address has failed too often or the account still has to wait. `account` is the key of the
 * account tried, null when what was typed cannot be one.
 */
export async function beginLoginAttempt(account: string | null, clientAddress: string | null): Promise<void> {
  await spendAddressBudget("loginFailure", clientAddress);
  if (!account) return;
  const { loginFailures, loginPace } = rateLimiters();
  const failuresIfThisFails = (await loginFailures.penalty(account)).consumedPoints;
  const delay = loginDelaySeconds(failuresIfThisFails);
  if (delay === 0) return;
  try {
    // One attempt per waiting time: the first opens the window, any other within it is refused.
    await loginPace.consume(account, 1, { customDuration: delay });
  } catch (rejection) {
    // Refused before any password was checked: not a failure.
    await loginFailures.reward(account);
    throw refusal(rejection, "loginDelay", "Too many failed login attempts");
  }
}

/** A successful sign-in forgets the account's failures and gives back the address's count. */
export async function loginSucceeded(account: string, clientAddress: string | null): Promise<void> {
  const { loginFailures, loginPace } = rateLimiters();
  await Promise.all([
    loginFailures.delete(account),
    loginPace.delete(account),
    refundAddressBudget("loginFailure", clientAddress),
  ]);
}
