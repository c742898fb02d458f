/**
 * Account rules of SPEC §5, shared by the forms and the API.
 */
import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { text } from "./text";

/** bcrypt only reads the first 72 bytes of a password. */
const MAX_PASSWORD_BYTES = 72;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
/**
 * A phone number as stored and looked up: digits only, and Indian numbers without their country
 * code or trunk zero, so "+91 98765 43210", "098765 43210" and "9876543210" are one account.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

export const emailSchema = text({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email")
  .pipe(z.email("Please enter a valid email"))
  .transform(normalizeEmail);

export const phoneSchema = text({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .max(25, "Please enter a valid phone number (10-15 digits)")
  .refine((phone) => {
    const digits = phone.replace(/\D/g, "").length;
    return digits >= 10 && digits <= 15;
  }, "Please enter a valid phone number (10-15 digits)")
  .transform(normalizePhone);

export const newPasswordSchema = text({ error: "Password is required" })
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .refine(
    (password) => new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES,
    `Password must be at most ${MAX_PASSWORD_BYTES} characters`,
  );

export const registrationSchema = z.object({
  name: text({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
});

export const loginSchema = z.object({
  emailOrPhone: text({ error: "Email or phone number is required" })
    .trim()
    .min(1, "Email or phone number is required")
    .max(254, "Invalid email/phone or password"),
  password: text({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1024, "Invalid email/phone or password"),
  /**
   * "Keep me signed in" (SPEC §4): the browser keeps the token for all its tabs instead of one.
   * The server's session is the same either way (same lifetime, revoked the same way).
   */
  remember: z.boolean({ error: "remember must be true or false" }).optional().default(false),
});

/** A reset link that cannot be used: its token is unknown, used or older than its lifetime. */
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired. Please ask for a new one.";

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** An e-mailed link's token (lib/auth/link-tokens.ts): 32 random bytes, base64url, 43 characters. */
const linkToken = (invalid: string) => text({ error: invalid }).regex(/^[A-Za-z0-9_-]{43}$/, invalid);

export const passwordResetSchema = z.object({
  token: linkToken(INVALID_RESET_LINK),
  password: newPasswordSchema,
});

/** A link to confirm a checkout e-mail that cannot be used: unknown, used or expired. */
export const INVALID_VERIFICATION_LINK =
  "This confirmation link is invalid or has expired. Nothing was changed: the next order to this address sends a new one.";

export const emailVerificationSchema = z.object({ token: linkToken(INVALID_VERIFICATION_LINK) });

/** The profile's setting: the language of the account's e-mails. */
export const profileLanguageSchema = z.object({
  language: z.enum(LOCALES, { error: "Language must be one of: " + LOCALES.join(", ") }),
});

export type Registration = z.output<typeof registrationSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type PasswordReset = z.output<typeof passwordResetSchema>;
