/**
 * Slows down password guessing (budgets in lib/limits/budgets.ts, counted in PostgreSQL):
 * - per identifier as typed (the normalised e-mail or phone number, known or not): a few free
 *   failures, then each attempt waits twice as long as the one before, up to a cap, so an owner is
 *   never locked out for long. Not per account: a delay shared by an account's e-mail and phone
 *   would tell a stranger that the two belong together, and an unknown one would answer differently;
 * - per client address, for every identifier, so trying one password on many accounts is limited too.
 */
import "server-only";
import { LOGIN_DELAYS } from "../limits/budgets";
import { identityKey, rateLimiters, refundAddressBudget, refusal, spendAddressBudget } from "../limits/rate-limits";
import { REFUSAL_TEXTS } from "../validation/refusal-texts";

/** The key failures count under: the normalised e-mail or phone, whether an account has it or not. */
export const identifierKey = (typed: string) => `typed:${identityKey(typed)}`;

/** The wait owed, after `failures` failed attempts, before the next attempt. */
export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_DELAYS.freeFailures) return 0;
  const doubled = LOGIN_DELAYS.firstDelaySeconds * 2 ** (failures - LOGIN_DELAYS.freeFailures);
  return Math.min(doubled, LOGIN_DELAYS.maxDelaySeconds);
}

/**
 * Counts this attempt as a failure before the (slow) password check, so guesses sent all at once
 * cannot slip past the count; loginSucceeded takes it back. Refuses with 429 and Retry-After when
 * the address has failed too often or the identifier still has to wait. `account` is the
 * identifier's key, null when what was typed cannot be an account's.
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
    throw refusal(rejection, "loginDelay", REFUSAL_TEXTS.tooManyFailedLogins);
  }
}

/** A successful sign-in forgets the identifier's failures and gives back the address's count. */
export async function loginSucceeded(account: string, clientAddress: string | null): Promise<void> {
  const { loginFailures, loginPace } = rateLimiters();
  await Promise.all([
    loginFailures.delete(account),
    loginPace.delete(account),
    refundAddressBudget("loginFailure", clientAddress),
  ]);
}
