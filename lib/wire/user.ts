/** A signed-in user on the wire (SPEC §3, §7): `_id`, never a password hash. */
import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import type { Account } from "../auth/accounts";

export const userJson = z.object({
  _id: z.string(),
  name: z.string(),
  /** Null for an account made by a sign-in code, until its first order gives it one. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(["CUSTOMER", "ADMIN"]),
});
export type UserJson = z.infer<typeof userJson>;

/** The profile, with the language the account's e-mails are written in (PUT /api/user/profile sets it). */
export const profileResponse = z.object({ user: userJson, language: z.enum(LOCALES).optional() });
/** Sign-in and registration: the token and who it belongs to (absent when refused). */
/** An answer with nothing but the envelope (logout, password reset). */
export const envelopeOnlyResponse = z.object({});

export const authResponse = z.object({ token: z.string().optional(), user: userJson.optional() });

/** A sign-in code asked for: how it comes and for how long (the same answer for every number). */
export const codeRequestResponse = z.object({
  channel: z.enum(["whatsapp", "sms"]),
  expiresInMinutes: z.number(),
});

export function toUserJson(account: Account): UserJson {
  return { _id: account.id, name: account.name, email: account.email, phone: account.phone, role: account.role };
}
