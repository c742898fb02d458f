import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { callRoute } from "@/test/support/call-route";
import { caughtEmailsTo } from "@/test/support/mail";
import {
  NEUTRAL_RESET_ANSWER,
  caughtResetLinks,
  deliverAccountEmails,
  deliverEmailsTo,
} from "@/test/support/password-reset";
import { createUser } from "@/test/support/users-and-products";
import { POST as forgotPassword } from "./forgot-password/route";
import { POST as login } from "./login/route";
import { GET as profile } from "./profile/route";
import { POST as resetPassword } from "./reset-password/route";

const INVALID_LINK = {
  status: 400,
  body: { success: false, message: "This password reset link is invalid or has expired. Please ask for a new one." },
};
const NEW_PASSWORD = "a-brand-new-secret-2026";

// Sent before the next test: a store instance of another test file never finds them queued.
afterEach(deliverAccountEmails);

/** Asks for a link for a new account and reads it from the caught e-mail. */
async function accountWithResetLink() {
  const account = await createUser();
  expect(await callRoute(forgotPassword, { body: { email: account.user.email } })).toEqual(NEUTRAL_RESET_ANSWER);
  const [link] = await caughtResetLinks(account.user.email);
  return { ...account, token: link!.token, sessionToken: account.token };
}

/** What a refused reset must leave untouched. */
async function accountState(userId: string) {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, omit: { passwordHash: false } });
  const [sessions, links, emails] = await Promise.all([
    db().session.count({ where: { userId } }),
    db().passwordResetToken.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db().emailMessage.findMany({ where: { recipient: user.email ?? "" }, select: { id: true, state: true } }),
  ]);
  return { passwordHash: user.passwordHash, updatedAt: user.updatedAt, sessions, links, emails };
}

const signIn = (email: string, password: string) => callRoute(login, { body: { emailOrPhone: email, password } });

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
    expect(await callRoute(forgotPassword, { body: { email: user.email } })).toEqual(NEUTRAL_RESET_ANSWER);
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
