/** Per-address limits in tests: spending a budget, forging addresses, recognising a refusal. */
import { expect } from "vitest";
import { ADDRESS_BUDGETS, type AddressBudgetName } from "@/lib/limits/budgets";
import { addressKey, rateLimiters } from "@/lib/limits/rate-limits";

/**
 * Spends an address's budget down to its last `left` requests, as earlier requests from it would
 * have, in one step (a registration or a sign-in costs half a second of bcrypt each).
 */
export async function spendBudgetDownTo(budget: AddressBudgetName, address: string, left: number): Promise<void> {
  await rateLimiters().byAddress[budget].penalty(addressKey(address), ADDRESS_BUDGETS[budget].points - left);
}

let forgery = 0;
/** The headers a client sends to pass for someone else; different on every call. */
export function forgedAddressHeaders(): Record<string, string> {
  forgery = (forgery % 250) + 1;
  return {
    "x-forwarded-for": `203.0.113.${forgery}, 198.51.100.${forgery}`,
    "x-real-ip": `198.51.100.${forgery}`,
    forwarded: `for=198.51.100.${forgery}`,
  };
}

/** A 429 in the store's JSON shape that says when to come back. */
export async function expectTooManyRequests(response: Response, message: RegExp): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = (await response.json()) as { success: boolean; message: string };
  expect(body).toEqual({ success: false, message: expect.stringMatching(message) as string });
  expect(body.message).toMatch(/Please try again in \d+ (second|minute)s?\.$/);
}

/** Records an account's failed sign-ins in one step, as a long run of guesses would have. */
export async function recordFailedSignIns(accountKey: string, failures: number): Promise<void> {
  await rateLimiters().loginFailures.penalty(accountKey, failures);
}
