/**
 * Making an account an administrator, shared by `npm run admin:create` and the configured admin
 * (ADMIN_EMAIL / ADMIN_PASSWORD, applied by the seed and at server start). An existing account
 * keeps its password unless a reset is asked for, so re-running either never locks anyone out.
 * A promotion or a reset ends every session of the account (the `sessions` trigger, ./session.ts).
 */
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { log } from "../log";
import { emailSchema, newPasswordSchema } from "../validation/account";
import { hashPassword } from "./password";

export interface AdminAccountRequest {
  email: string;
  /** Asked for only when a password will be set: for a new account, or with `resetPassword`. */
  password: () => string | Promise<string>;
  resetPassword?: boolean;
}

export interface AdminAccountResult {
  userId: string;
  /** The e-mail as stored: trimmed and lowercased. */
  email: string;
  outcome: "created" | "promoted" | "already-admin";
  passwordSet: boolean;
}

/** New admin accounts are named this; the admin can change it on their profile. */
const ADMIN_NAME = "Store Admin";

/** Creates an admin account, or promotes the account with this e-mail. Invalid input throws a ZodError. */
export async function ensureAdminAccount({
  email,
  password,
  resetPassword = false,
}: AdminAccountRequest): Promise<AdminAccountResult> {
  const address = emailSchema.parse(email);
  const existing = await db().user.findUnique({ where: { email: address }, select: { id: true, role: true } });
  const newPasswordHash = async () => hashPassword(newPasswordSchema.parse(await password()));

  if (!existing) {
    const created = await db().user.create({
      data: { name: ADMIN_NAME, email: address, passwordHash: await newPasswordHash(), role: "ADMIN" },
      select: { id: true },
    });
    log.info("admin_account_created", { userId: created.id });
    return { userId: created.id, email: address, outcome: "created", passwordSet: true };
  }

  const passwordHash = resetPassword ? await newPasswordHash() : undefined;
  await db().user.update({ where: { id: existing.id }, data: { role: "ADMIN", passwordHash } });
  const result = {
    userId: existing.id,
    email: address,
    outcome: existing.role === "ADMIN" ? "already-admin" : "promoted",
    passwordSet: resetPassword,
  } as const;
  log.info("admin_account_updated", { userId: result.userId, outcome: result.outcome, reset: resetPassword });
  return result;
}

/** Creates or promotes the admin named by ADMIN_EMAIL / ADMIN_PASSWORD, when both are set. */
export async function ensureConfiguredAdmin(): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) await ensureAdminAccount({ email: ADMIN_EMAIL, password: () => ADMIN_PASSWORD });
}
