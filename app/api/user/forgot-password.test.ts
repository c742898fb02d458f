import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { PASSWORD_RESET_EMAILS_PER_EMAIL, PASSWORD_RESET_REQUESTS_PER_EMAIL } from "@/lib/limits/budgets";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";
import { callRoute, newClientAddress, routeResponse } from "@/test/support/call-route";
import { caughtEmailsTo } from "@/test/support/mail";
import {
  NEUTRAL_RESET_ANSWER,
  caughtResetLinks,
  deliverAccountEmails,
  deliverEmailsTo,
  queuedResetRequests,
  runResetRequests,
} from "@/test/support/password-reset";
import { expectTooManyRequests, spendBudgetDownTo } from "@/test/support/rate-limits";
import { createUser } from "@/test/support/users-and-products";
import { POST as forgotPassword } from "./forgot-password/route";
import { POST as resetPassword } from "./reset-password/route";

// Sent before the next test: a store instance of another test file never finds them queued.
afterEach(deliverAccountEmails);

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const unknownEmail = () => `nobody.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`;

/** Everything a client sees of an answer but its request id. */
async function seen(response: Response) {
  const headers = [...response.headers].filter(([name]) => name !== REQUEST_ID_HEADER);
  return { status: response.status, headers, body: await response.text() };
}

/** What a request wrote for the account before answering: links and e-mails. */
async function writtenFor(userId: string, email: string) {
  const [links, emails] = await Promise.all([
    db().passwordResetToken.count({ where: { userId } }),
    db().emailMessage.count({ where: { recipient: email } }),
  ]);
  return { links, emails };
}

describe("POST /api/user/forgot-password", () => {
  it("answers a known and an unknown e-mail alike, before any work only an account needs", async () => {
    const { user } = await createUser();
    const unknown = unknownEmail();

    const known = await routeResponse(forgotPassword, { body: { email: user.email.toUpperCase() } });
    const stranger = await routeResponse(forgotPassword, { body: { email: unknown } });
    const answer = await seen(known);
    expect(await seen(stranger)).toEqual(answer);
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual(NEUTRAL_RESET_ANSWER);
    // Answered with one job queued for each and nothing written for the account: the link is made after.
    expect(await writtenFor(user.id, user.email)).toEqual({ links: 0, emails: 0 });
    expect(await queuedResetRequests(user.email)).toHaveLength(1);
    expect(await queuedResetRequests(unknown)).toHaveLength(1);

    await runResetRequests(unknown);
    expect(await db().emailMessage.count({ where: { recipient: unknown } })).toBe(0);
    await deliverEmailsTo(unknown);
    expect(await caughtEmailsTo(unknown)).toEqual([]);

    const [link, ...more] = await caughtResetLinks(user.email);
    expect(more).toEqual([]);
    expect(link!.page).toBe(`${env().SITE_URL}/reset-password?token=`);
    // Only the token's hash is kept, and the queued e-mail holds it sealed, never in clear.
    const [stored] = await db().passwordResetToken.findMany({ where: { userId: user.id } });
    expect(stored!.tokenHash).toBe(sha256(link!.token));
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
    const queued = await db().emailMessage.findFirstOrThrow({ where: { recipient: user.email } });
    expect(JSON.stringify(queued.data)).not.toContain(link!.token);
    // The queue holds the e-mail typed sealed too.
    expect(JSON.stringify(await queuedResetRequests(unknown))).not.toContain(unknown);
  });

  it("answers an e-mail of the longest length like any other, never with a 500", async () => {
    // 254 characters, the most an e-mail may have: longer than the counters' keys may be.
    const longest = `${"g".repeat(243)}@example.in`;
    expect(await callRoute(forgotPassword, { body: { email: longest } })).toEqual(NEUTRAL_RESET_ANSWER);
    await runResetRequests(longest);
  });

  it("refuses a malformed e-mail with 400 and queues nothing", async () => {
    const { status, body } = await callRoute(forgotPassword, { body: { email: "not-an-email" } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "Please enter a valid email" });
    expect(await db().emailMessage.count({ where: { recipient: "not-an-email" } })).toBe(0);
  });

  it("limits one address's requests per e-mail, known or not, with the same 429 for both", async () => {
    const { user } = await createUser();
    const unknown = unknownEmail();
    const clientAddress = newClientAddress();
    for (const email of [user.email, unknown]) {
      for (let request = 0; request < PASSWORD_RESET_REQUESTS_PER_EMAIL.points; request += 1) {
        expect(await callRoute(forgotPassword, { body: { email }, clientAddress })).toEqual(NEUTRAL_RESET_ANSWER);
      }
      await expectTooManyRequests(
        await routeResponse(forgotPassword, { body: { email }, clientAddress }),
        /^Too many password reset requests for this email\. Please try again in \d+ minutes?\.$/,
      );
      // The refused request queued nothing.
      expect(await queuedResetRequests(email)).toHaveLength(PASSWORD_RESET_REQUESTS_PER_EMAIL.points);
    }
    await runResetRequests(unknown);
  });

  // The attack of #29: a stranger's three requests spent the owner's hourly budget.
  it("lets the owner get a working link after a stranger has spent their own budget", async () => {
    const { user } = await createUser();
    const stranger = newClientAddress();
    for (let request = 0; request < PASSWORD_RESET_REQUESTS_PER_EMAIL.points; request += 1) {
      await callRoute(forgotPassword, { body: { email: user.email }, clientAddress: stranger });
    }
    expect((await routeResponse(forgotPassword, { body: { email: user.email }, clientAddress: stranger })).status).toBe(
      429,
    );

    expect(await callRoute(forgotPassword, { body: { email: user.email } })).toEqual(NEUTRAL_RESET_ANSWER);
    const links = await caughtResetLinks(user.email);
    expect(links).toHaveLength(PASSWORD_RESET_REQUESTS_PER_EMAIL.points + 1);
    const reset = await callRoute(resetPassword, {
      body: { token: links.at(-1)!.token, password: "owner-again-2026" },
    });
    expect(reset.status).toBe(200);
  });

  it("sends one e-mail address no more links an hour than its cap, from however many networks", async () => {
    const { user } = await createUser();
    const requests = PASSWORD_RESET_EMAILS_PER_EMAIL.points + 2;
    for (let request = 0; request < requests; request += 1) {
      // Each from a network of its own, and each answered alike: the cap is never told.
      expect(await callRoute(forgotPassword, { body: { email: user.email } })).toEqual(NEUTRAL_RESET_ANSWER);
    }
    expect(await caughtResetLinks(user.email)).toHaveLength(PASSWORD_RESET_EMAILS_PER_EMAIL.points);
  });

  it("limits the links asked for from one client address", async () => {
    const { user } = await createUser();
    const clientAddress = newClientAddress();
    await spendBudgetDownTo("passwordResetRequest", clientAddress, 0);
    await expectTooManyRequests(
      await routeResponse(forgotPassword, { body: { email: user.email }, clientAddress }),
      /^Too many password reset requests from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(await queuedResetRequests(user.email)).toEqual([]);
    expect(await writtenFor(user.id, user.email)).toEqual({ links: 0, emails: 0 });
  });
});
