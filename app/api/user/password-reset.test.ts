import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { PASSWORD_RESETS_PER_ACCOUNT } from "@/lib/limits/budgets";
import { callRoute, newClientAddress, routeResponse } from "@/test/support/call-route";
import { caughtEmailsTo } from "@/test/support/mail";
import { caughtResetLinks, deliverAccountEmails, deliverEmailsTo } from "@/test/support/password-reset";
import { expectTooManyRequests, spendBudgetDownTo } from "@/test/support/rate-limits";
import { createUser } from "@/test/support/users-and-products";
import { POST as forgotPassword } from "./forgot-password/route";
import { POST as login } from "./login/route";
import { GET as profile } from "./profile/route";
import { POST as resetPassword } from "./reset-password/route";

const NEUTRAL_ANSWER = {
  status: 200,
  body: {
    success: true,
    message:
      "If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.",
  },
};
const INVALID_LINK = {
  status: 400,
  body: { success: false, message: "This password reset link is invalid or has expired. Please ask for a new one." },
};
const NEW_PASSWORD = "a-brand-new-secret-2026";

// Sent before the next test: a store instance of another test file never finds them queued.
afterEach(deliverAccountEmails);

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** Asks for a link for a new account and reads it from the caught e-mail. */
async function accountWithResetLink() {
  const account = await createUser();
  expect(await callRoute(forgotPassword, { body: { email: account.user.email } })).toEqual(NEUTRAL_ANSWER);
  const [link] = await caughtResetLinks(account.user.email);
  return { ...account, token: link!.token, sessionToken: account.token };
}

/** What a refused reset must leave untouched. */
async function accountState(userId: string) {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, omit: { passwordHash: false } });
  const [sessions, links, emails] = await Promise.all([
    db().session.count({ where: { userId } }),
    db().passwordResetToken.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db().emailMessage.findMany({ where: { recipient: user.email }, select: { id: true, state: true } }),
  ]);
  return { passwordHash: user.passwordHash, updatedAt: user.updatedAt, sessions, links, emails };
}

const signIn = (email: string, password: string) => callRoute(login, { body: { emailOrPhone: email, password } });

describe("POST /api/user/forgot-password", () => {
  it("answers alike for a known and an unknown e-mail, and writes to the known one only", async () => {
    const { user } = await createUser();
    const unknown = `nobody.${Date.now()}@example.in`;

    const known = await callRoute(forgotPassword, { body: { email: user.email.toUpperCase() } });
    const stranger = await callRoute(forgotPassword, { body: { email: unknown } });
    expect(known).toEqual(NEUTRAL_ANSWER);
    expect(stranger).toEqual(known);

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
  });

  it("refuses a malformed e-mail with 400 and queues nothing", async () => {
    const before = await db().emailMessage.count();
    const { status, body } = await callRoute(forgotPassword, { body: { email: "not-an-email" } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "Please enter a valid email" });
    expect(await db().emailMessage.count()).toBe(before);
  });

  it("limits the links per e-mail, known or not, with the same 429 for both", async () => {
    const { user } = await createUser();
    const unknown = `nobody.${Date.now()}@example.in`;
    for (const email of [user.email, unknown]) {
      for (let request = 0; request < PASSWORD_RESETS_PER_ACCOUNT.points; request += 1) {
        expect(await callRoute(forgotPassword, { body: { email } })).toEqual(NEUTRAL_ANSWER);
      }
      await expectTooManyRequests(
        await routeResponse(forgotPassword, { body: { email } }),
        /^Too many password reset requests for this email\. Please try again in \d+ minutes?\.$/,
      );
    }
    // The refused request made no link and queued no e-mail.
    expect(await db().emailMessage.count({ where: { recipient: user.email } })).toBe(
      PASSWORD_RESETS_PER_ACCOUNT.points,
    );
    expect(await db().passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
  });

  it("limits the links asked for from one client address", async () => {
    const { user } = await createUser();
    const clientAddress = newClientAddress();
    await spendBudgetDownTo("passwordResetRequest", clientAddress, 0);
    await expectTooManyRequests(
      await routeResponse(forgotPassword, { body: { email: user.email }, clientAddress }),
      /^Too many password reset requests from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(await db().passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().emailMessage.count({ where: { recipient: user.email } })).toBe(0);
  });
});

describe("POST /api/user/reset-password", () => {
  it("sets the new password, ends every session, spends the link and tells the owner", async () => {
    const { user, password, token, sessionToken } = await accountWithResetLink();
    expect((await callRoute(profile, { method: "GET", token: sessionToken })).status).toBe(200);

    const reset = await callRoute(resetPassword, { body: { token, password: NEW_PASSWORD } });
    expect(reset).toEqual({
      status: 200,
      body: { success: true, message: "Your password has been changed. Please sign in with your new password." },
    });

    expect((await signIn(user.email, password)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await callRoute(profile, { method: "GET", token: sessionToken })).status).toBe(401);
    const [link] = await db().passwordResetToken.findMany({ where: { userId: user.id } });
    expect(link!.usedAt).toBeInstanceOf(Date);

    await deliverEmailsTo(user.email);
    const changed = (await caughtEmailsTo(user.email)).filter(
      (email) => email.subject === "Your GanitPlay password was changed",
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toContain(`${env().SITE_URL}/login`);
  });

  it("refuses a link used once already, and changes nothing", async () => {
    const { user, token } = await accountWithResetLink();
    expect((await callRoute(resetPassword, { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    const before = await accountState(user.id);

    const again = await callRoute(resetPassword, { body: { token, password: "someone-elses-choice" } });
    expect(again).toEqual(INVALID_LINK);
    expect(await accountState(user.id)).toEqual(before);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a link past its 30 minutes, and changes nothing", async () => {
    const { user, password, token } = await accountWithResetLink();
    await db().passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const before = await accountState(user.id);

    expect(await callRoute(resetPassword, { body: { token, password: NEW_PASSWORD } })).toEqual(INVALID_LINK);
    expect(await accountState(user.id)).toEqual(before);
    expect(before.sessions).toBe(1);
    expect((await signIn(user.email, password)).status).toBe(200);
  });

  it("refuses an older link once a newer one was asked for", async () => {
    const { user, token: older } = await accountWithResetLink();
    expect(await callRoute(forgotPassword, { body: { email: user.email } })).toEqual(NEUTRAL_ANSWER);
    const links = await caughtResetLinks(user.email);
    const newer = links.at(-1)!.token;
    expect(newer).not.toBe(older);
    const before = await accountState(user.id);

    expect(await callRoute(resetPassword, { body: { token: older, password: NEW_PASSWORD } })).toEqual(INVALID_LINK);
    expect(await accountState(user.id)).toEqual(before);
    expect((await callRoute(resetPassword, { body: { token: newer, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it.each([
    ["an unknown token", { token: "A".repeat(43) }],
    ["a malformed token", { token: "not a token" }],
    ["no token", { token: undefined }],
  ])("refuses %s with 400 and changes nothing", async (_case, override) => {
    const { user } = await accountWithResetLink();
    const before = await accountState(user.id);
    expect(await callRoute(resetPassword, { body: { password: NEW_PASSWORD, ...override } })).toEqual(INVALID_LINK);
    expect(await accountState(user.id)).toEqual(before);
  });

  it.each([
    ["short", "Password must be at least 8 characters"],
    ["", "Password is required"],
    ["x".repeat(73), "Password must be at most 72 characters"],
  ])("refuses the password %j with the §5 message, and keeps the link", async (password, message) => {
    const { user, token } = await accountWithResetLink();
    const before = await accountState(user.id);
    const { status, body } = await callRoute(resetPassword, { body: { token, password } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(await accountState(user.id)).toEqual(before);
    expect((await callRoute(resetPassword, { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  });
});
