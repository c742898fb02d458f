/**
 * Integration: creating and promoting admins against the test database.
 */
import { describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { ensureAdminAccount } from "./admin-account";
import { verifyPassword } from "./password";

const uniqueEmail = () => `Owner.${Date.now()}.${Math.random().toString(36).slice(2)}@Example.in`;
const storedUser = async (id: string) => {
  const user = await db().user.findUniqueOrThrow({ where: { id }, omit: { passwordHash: false } });
  return { ...user, passwordHash: user.passwordHash ?? "" };
};

describe("ensureAdminAccount", () => {
  it("creates an admin with a lowercased e-mail and a bcrypt hash of the password", async () => {
    const email = uniqueEmail();
    const result = await ensureAdminAccount({ email: ` ${email} `, password: () => "a-long-admin-password" });
    expect(result).toMatchObject({ email: email.toLowerCase(), outcome: "created", passwordSet: true });

    const admin = await storedUser(result.userId);
    expect(admin).toMatchObject({ email: email.toLowerCase(), role: "ADMIN", name: "Store Admin" });
    expect(admin.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(await verifyPassword("a-long-admin-password", admin.passwordHash)).toBe(true);
  });

  it("promotes an existing shopper without asking for or changing the password", async () => {
    const { user } = await createUser();
    const { passwordHash } = await storedUser(user.id);
    const password = vi.fn(() => "never-used-password");
    const result = await ensureAdminAccount({ email: user.email.toUpperCase(), password });

    expect(result).toEqual({ userId: user.id, email: user.email, outcome: "promoted", passwordSet: false });
    expect(password).not.toHaveBeenCalled();
    const promoted = await storedUser(user.id);
    expect(promoted.role).toBe("ADMIN");
    expect(promoted.passwordHash).toBe(passwordHash);

    const again = await ensureAdminAccount({ email: user.email, password });
    expect(again.outcome).toBe("already-admin");
    expect(await db().user.count({ where: { email: user.email } })).toBe(1);
  });

  it("sets a new password on an existing account only when a reset is asked for", async () => {
    const { user } = await createUser();
    const result = await ensureAdminAccount({
      email: user.email,
      password: () => Promise.resolve("a-brand-new-password"),
      resetPassword: true,
    });
    expect(result).toMatchObject({ outcome: "promoted", passwordSet: true });
    expect(await verifyPassword("a-brand-new-password", (await storedUser(user.id)).passwordHash)).toBe(true);
  });

  it.each([
    ["an invalid e-mail", "not-an-email", "long-enough-password", "Please enter a valid email"],
    ["a password under 8 characters", uniqueEmail(), "short", "Password must be at least 8 characters"],
    ["a password over 72 bytes", uniqueEmail(), "ब".repeat(25), "Password must be at most 72 characters"],
  ])("refuses %s and creates nothing", async (_case, email, password, message) => {
    const attempt = ensureAdminAccount({ email, password: () => password });
    await expect(attempt).rejects.toBeInstanceOf(ZodError);
    await expect(attempt).rejects.toThrow(message);
    expect(await db().user.count({ where: { email: email.toLowerCase() } })).toBe(0);
  });

  it("refuses a short password on reset and keeps the old one", async () => {
    const { user } = await createUser();
    const { passwordHash } = await storedUser(user.id);
    await expect(
      ensureAdminAccount({ email: user.email, password: () => "short", resetPassword: true }),
    ).rejects.toBeInstanceOf(ZodError);
    const unchanged = await storedUser(user.id);
    expect(unchanged).toMatchObject({ role: "CUSTOMER", passwordHash });
  });
});
