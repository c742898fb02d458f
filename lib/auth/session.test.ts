/**
 * Integration: which tokens a session still honours, against the test database. Each attack uses
 * a token that was valid a moment before and asserts the refusal.
 */
import { describe, expect, it } from "vitest";
import { createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { DomainError } from "../http/errors";
import { ensureAdminAccount } from "./admin-account";
import { requireUser, revokeSession, sessionCaller, startSession } from "./session";

const requestWith = (token: string) => new Request("http://store.test/api/user/profile", { headers: { token } });

/** The account behind the token, or the status it was refused with. */
async function answerTo(token: string): Promise<string | number> {
  try {
    return (await requireUser(requestWith(token))).id;
  } catch (error) {
    if (error instanceof DomainError) return error.status;
    throw error;
  }
}

const sessionsOf = (userId: string) => db().session.count({ where: { userId } });

describe("sessions", () => {
  it("a revoked token is refused while the account's other devices stay signed in", async () => {
    const { user, token: phone } = await createUser();
    const { token: laptop } = await startSession(user.id, "TOKEN");
    await revokeSession(phone);
    expect(await answerTo(phone)).toBe(401);
    expect(await answerTo(laptop)).toBe(user.id);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it("a password reset ends every session of the account, the admin cookie's included", async () => {
    const { user, token: phone } = await createUser({ role: "ADMIN" });
    const { token: laptop } = await startSession(user.id, "TOKEN");
    const { token: adminCookie } = await startSession(user.id, "ADMIN");

    await ensureAdminAccount({ email: user.email, password: () => "a-brand-new-password", resetPassword: true });

    expect(await answerTo(phone)).toBe(401);
    expect(await answerTo(laptop)).toBe(401);
    expect(await sessionCaller(adminCookie, "ADMIN")).toBeNull();
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it("a promotion ends every session: the shopper signs in again to become an admin", async () => {
    const { user, token } = await createUser();
    await ensureAdminAccount({ email: user.email, password: () => "never-used-password" });
    expect(await answerTo(token)).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it("a demotion, even by an operator's SQL, ends every session, the admin cookie's included", async () => {
    const { user, token } = await createUser({ role: "ADMIN" });
    const { token: adminCookie } = await startSession(user.id, "ADMIN");
    await db().$executeRaw`UPDATE users SET role = 'CUSTOMER' WHERE id = ${user.id}`;
    expect(await answerTo(token)).toBe(401);
    expect(await sessionCaller(adminCookie, "ADMIN")).toBeNull();
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it("keeps the sessions when nothing that signs in changes", async () => {
    const { user, token } = await createUser({ role: "ADMIN" });
    await ensureAdminAccount({ email: user.email, password: () => "never-used-password" }); // already an admin
    await db().user.update({ where: { id: user.id }, data: { name: "Renamed Admin" } });
    expect(await answerTo(token)).toBe(user.id);
  });

  it("never lets a token of one kind open the other", async () => {
    const { user, token } = await createUser({ role: "ADMIN" });
    const { token: adminCookie } = await startSession(user.id, "ADMIN");
    expect(await answerTo(adminCookie)).toBe(401);
    expect(await sessionCaller(token, "ADMIN")).toBeNull();
  });

  it("refuses a session past its end although its token is still signed as valid, and purges it", async () => {
    const { user, token } = await createUser();
    await db().session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await answerTo(token)).toBe(401);

    await startSession((await createUser()).user.id, "TOKEN");
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it("lasts a week for a token and 8 hours for the admin cookie", async () => {
    const { user } = await createUser({ role: "ADMIN" });
    const started = Date.now();
    const token = await startSession(user.id, "TOKEN");
    const admin = await startSession(user.id, "ADMIN");
    const hours = (end: Date) => Math.round((end.getTime() - started) / 3_600_000);
    expect(hours(token.expiresAt)).toBe(30 * 24);
    expect(hours(admin.expiresAt)).toBe(8);
  });

  it("ends with its account", async () => {
    const { user, token } = await createUser();
    await db().user.delete({ where: { id: user.id } });
    expect(await answerTo(token)).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
  });
});
