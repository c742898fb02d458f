/**
 * Account rules of SPEC §5, shared by the forms and the API.
 */
import { z } from "zod";
import { languageSchema } from "./language";
import { text } from "./text";
import { MIN_PASSWORD_LENGTH, normalizePhone } from "./form-rules";
import { validationMessage as message } from "./error-messages";

/** bcrypt only reads the first 72 bytes of a password. */
const MAX_PASSWORD_BYTES = 72;
const MAX_NAME_LENGTH = 100;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export { normalizePhone };

export const emailSchema = text({ error: message("emailRequired") })
  .trim()
  .min(1, message("emailRequired"))
  .max(254, message("emailInvalid"))
  .pipe(z.email(message("emailInvalid")))
  .transform(normalizeEmail);

export const phoneSchema = text({ error: message("phoneRequired") })
  .trim()
  .min(1, message("phoneRequired"))
  .max(25, message("phoneInvalid"))
  .refine((phone) => {
    const digits = phone.replace(/\D/g, "").length;
    return digits >= 10 && digits <= 15;
  }, message("phoneInvalid"))
  .transform(normalizePhone);

export const newPasswordSchema = text({ error: message("passwordRequired") })
  .min(1, message("passwordRequired"))
  .min(MIN_PASSWORD_LENGTH, message("passwordMin", { min: MIN_PASSWORD_LENGTH }))
  .refine(
    (password) => new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES,
    message("passwordMax", { max: MAX_PASSWORD_BYTES }),
  );

export const registrationSchema = z.object({
  name: text({ error: message("nameRequired") })
    .trim()
    .min(1, message("nameRequired"))
    .max(MAX_NAME_LENGTH, message("nameMax", { max: MAX_NAME_LENGTH })),
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
});

export const loginSchema = z.object({
  emailOrPhone: text({ error: message("identityRequired") })
    .trim()
    .min(1, message("identityRequired"))
    .max(254, message("invalidCredentials")),
  password: text({ error: message("passwordRequired") })
    .min(1, message("passwordRequired"))
    .max(1024, message("invalidCredentials")),
  /**
   * SPEC §4's "remember": the browser keeps the token for all its tabs instead of one (the store's
   * screens send true unless the shopper ticks "Not my device").
   * The server's session is the same either way (same lifetime, revoked the same way).
   */
  remember: z.boolean({ error: "remember must be true or false" }).optional().default(false),
});

/** A reset link that cannot be used: its token is unknown, used or older than its lifetime. */
export const INVALID_RESET_LINK = message("invalidResetLink");

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** An e-mailed link's token (lib/auth/link-tokens.ts): 32 random bytes, base64url, 43 characters. */
const linkToken = (invalid: string) => text({ error: invalid }).regex(/^[A-Za-z0-9_-]{43}$/, invalid);

export const passwordResetSchema = z.object({
  token: linkToken(INVALID_RESET_LINK),
  password: newPasswordSchema,
});

/** A link to confirm a checkout e-mail that cannot be used: unknown, used or expired. */
export const INVALID_VERIFICATION_LINK = message("invalidVerificationLink");

export const emailVerificationSchema = z.object({ token: linkToken(INVALID_VERIFICATION_LINK) });

/** The profile's setting: the language of the account's e-mails. */
export const profileLanguageSchema = z.object({
  language: languageSchema,
});

export type Registration = z.output<typeof registrationSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type PasswordReset = z.output<typeof passwordResetSchema>;
