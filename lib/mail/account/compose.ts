/**
 * Composes the account's e-mails (lib/mail/compose.ts calls these), in the language stored with
 * each (the account's when it was queued; English for e-mails queued before the store had
 * languages), their links to the page in that language.
 */
import "server-only";
import { createElement } from "react";
import { z } from "zod";
import { VERIFICATION_LINK_HOURS } from "../../auth/email-verification";
import { RESET_LINK_MINUTES } from "../../auth/password-reset";
import { unseal } from "../../auth/sealed";
import { env } from "../../env";
import { localizedPath } from "../../i18n/addresses";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../i18n/locales";
import type { ComposedEmail } from "../compose";
import { renderEmail } from "../render";
import { EmailVerificationEmail, PasswordChangedEmail, PasswordResetEmail } from "./account-emails";

/** A page of the store in `locale` that takes an e-mailed link's token, with the token unsealed into its address. */
async function tokenLink(page: string, locale: Locale, sealedToken: string): Promise<string> {
  return `${env().SITE_URL}${localizedPath(page, locale)}?token=${encodeURIComponent(await unseal(sealedToken))}`;
}

const emailLocale = z.enum(LOCALES).default(DEFAULT_LOCALE);

export const passwordResetData = z.object({
  locale: emailLocale,
  name: z.string(),
  /** The link's token, sealed (lib/auth/sealed.ts): the outbox row never holds it in clear. */
  sealedToken: z.string(),
});

export async function composePasswordResetEmail({
  locale,
  name,
  sealedToken,
}: z.infer<typeof passwordResetData>): Promise<ComposedEmail> {
  const resetUrl = await tokenLink("/reset-password", locale, sealedToken);
  return renderEmail(createElement(PasswordResetEmail, { locale, name, resetUrl, validMinutes: RESET_LINK_MINUTES }));
}

export const passwordChangedData = z.object({ locale: emailLocale, name: z.string() });

export function composePasswordChangedEmail({
  locale,
  name,
}: z.infer<typeof passwordChangedData>): Promise<ComposedEmail> {
  const signInUrl = `${env().SITE_URL}${localizedPath("/login", locale)}`;
  return renderEmail(createElement(PasswordChangedEmail, { locale, name, signInUrl }));
}

export const emailVerificationData = z.object({
  locale: emailLocale,
  displayOrderId: z.string(),
  /** The link's token, sealed as a reset link's is. */
  sealedToken: z.string(),
});

export async function composeEmailVerificationEmail({
  locale,
  displayOrderId,
  sealedToken,
}: z.infer<typeof emailVerificationData>): Promise<ComposedEmail> {
  const confirmUrl = await tokenLink("/verify-email", locale, sealedToken);
  return renderEmail(
    createElement(EmailVerificationEmail, { locale, displayOrderId, confirmUrl, validHours: VERIFICATION_LINK_HOURS }),
  );
}
