import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callRoute, newClientAddress, routeResponse } from "@/test/support/call-route";
import {
  expectTooManyRequests,
  forgedAddressHeaders,
  recordFailedSignIns,
  spendBudgetDownTo,
} from "@/test/support/rate-limits";
import { createUser } from "@/test/support/users-and-products";
import { identifierKey, loginDelaySeconds } from "@/lib/auth/login-throttle";
import { LOGIN_DELAYS } from "@/lib/limits/budgets";
import { POST as login } from "./login/route";

const WRONG = "wrong-password";

// The limits' windows are measured with Date.now(): the tests move the clock instead of waiting.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});
const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** One attempt from an address of its own (a guesser rotating addresses), with forged headers too. */
const attempt = (emailOrPhone: string, password: string) =>
  routeResponse(login, { body: { emailOrPhone, password }, headers: forgedAddressHeaders() });

describe("login delays per identifier typed", () => {
  // Eight password checks at bcrypt's deliberate half second each.
  it("doubles the wait after five failures, however the e-mail is written", { timeout: 60_000 }, async () => {
    const { user, password } = await createUser();
    for (const typed of [user.email, user.email.toUpperCase(), ` ${user.email}`, user.email, user.email]) {
      expect((await attempt(typed, WRONG)).status).toBe(401);
    }
    // Even the right password waits: the guesser cannot tell a right guess from a refused one.
    const refused = await attempt(user.email, password);
    await expectTooManyRequests(refused, /^Too many failed login attempts\. Please try again in 2 seconds\.$/);
    expect(refused.headers.get("retry-after")).toBe("2");

    wait(2);
    expect((await attempt(user.email, WRONG)).status).toBe(401);
    const next = await attempt(user.email, password);
    expect(next.status).toBe(429);
    expect(next.headers.get("retry-after")).toBe("4");

    wait(4);
    const signedIn = await callRoute(login, { body: { emailOrPhone: user.email, password } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    // Signing in forgets the failures: no waiting for the next attempt.
    expect((await attempt(user.email, password)).status).toBe(200);
  });

  // The attack of #29: six wrong tries on the e-mail, then one on a phone number; a 429 would say
  // the phone is that e-mail's account. The phone answers as any other phone number does.
  it("does not link a phone number to its e-mail", { timeout: 60_000 }, async () => {
    const { user } = await createUser();
    const other = await createUser();
    for (let guess = 0; guess < LOGIN_DELAYS.freeFailures; guess++) {
      expect((await attempt(user.email, WRONG)).status).toBe(401);
    }
    expect((await attempt(user.email, WRONG)).status).toBe(429);

    const [own, someoneElses] = [await attempt(user.phone!, WRONG), await attempt(other.user.phone!, WRONG)];
    expect([own.status, own.headers.get("retry-after")]).toEqual([401, null]);
    expect([someoneElses.status, someoneElses.headers.get("retry-after")]).toEqual([401, null]);
    expect(await own.json()).toEqual(await someoneElses.json());
  });

  it("never makes the owner wait longer than the cap, however long a stranger has been guessing", async () => {
    expect([5, 6, 7, 8, 13, 14, 1000].map(loginDelaySeconds)).toEqual([2, 4, 8, 16, 512, 900, 900]);
    const { user, password } = await createUser();
    await recordFailedSignIns(identifierKey(user.email), 100);
    expect((await attempt(user.email, WRONG)).status).toBe(401);
    const refused = await attempt(user.email, password);
    expect([refused.status, refused.headers.get("retry-after")]).toEqual([429, String(LOGIN_DELAYS.maxDelaySeconds)]);

    wait(LOGIN_DELAYS.maxDelaySeconds);
    expect((await attempt(user.email, password)).status).toBe(200);
  });

  it("lets five guesses sent all at once through, and no more", async () => {
    const { user, password } = await createUser();
    const guesses = await Promise.all(Array.from({ length: 12 }, () => attempt(user.email, WRONG)));
    const statuses = guesses.map((guess) => guess.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    expect((await attempt(user.email, password)).status).toBe(429);
  });

  it("answers an unknown account exactly as a known one", async () => {
    const { user } = await createUser();
    const unknown = `nobody.${user.id}@example.in`;
    await recordFailedSignIns(identifierKey(user.email), LOGIN_DELAYS.freeFailures - 1);
    await recordFailedSignIns(identifierKey(unknown), LOGIN_DELAYS.freeFailures - 1);
    expect((await attempt(user.email, WRONG)).status).toBe(401);
    expect((await attempt(unknown, WRONG)).status).toBe(401);

    const [known, missing] = [await attempt(user.email, WRONG), await attempt(unknown, WRONG)];
    expect([known.status, known.headers.get("retry-after")]).toEqual([429, "2"]);
    expect([missing.status, missing.headers.get("retry-after")]).toEqual([429, "2"]);
    expect(await missing.json()).toEqual(await known.json());
  });

  it("counts an e-mail of the longest length like any other: 401, then 429, never a 500", async () => {
    // 254 characters, the most an e-mail may have: longer than the counters' keys may be.
    const longest = `${"g".repeat(243)}@example.in`;
    for (let failure = 0; failure < LOGIN_DELAYS.freeFailures; failure += 1) {
      expect((await attempt(longest, WRONG)).status).toBe(401);
    }
    expect((await attempt(longest, WRONG)).status).toBe(429);
  });
});

describe("login failures per address", () => {
  it("limits one address across every account it tries, whatever addresses its headers claim", async () => {
    const address = newClientAddress();
    const { user, password } = await createUser();
    await spendBudgetDownTo("loginFailure", address, 1);
    const last = await callRoute(login, {
      body: { emailOrPhone: `someone.${user.id}@example.in`, password: WRONG },
      clientAddress: address,
      headers: forgedAddressHeaders(),
    });
    expect(last.status).toBe(401);

    const refused = await routeResponse(login, {
      body: { emailOrPhone: user.email, password },
      clientAddress: address,
      headers: forgedAddressHeaders(),
    });
    await expectTooManyRequests(refused, /^Too many failed login attempts from your network/);
    // Refused before the password was checked: the account's own budget is untouched.
    expect((await callRoute(login, { body: { emailOrPhone: user.email, password } })).status).toBe(200);
  });

  it("does not count successful sign-ins against the address", async () => {
    const address = newClientAddress();
    const { user, password } = await createUser();
    await spendBudgetDownTo("loginFailure", address, 1);
    for (let signIn = 0; signIn < 3; signIn++) {
      const answer = await callRoute(login, { body: { emailOrPhone: user.email, password }, clientAddress: address });
      expect(answer.status).toBe(200);
    }
  });
});
