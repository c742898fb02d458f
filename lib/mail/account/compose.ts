/** Composes the account's e-mails (lib/mail/compose.ts calls these). */
import "server-only";
import { createElement } from "react";
import { z } from "zod";
import { VERIFICATION_LINK_HOURS } from "../../auth/email-verification";
import { RESET_LINK_MINUTES } from "../../auth/password-reset";
import { unseal } from "../../auth/sealed";
import { env } from "../../env";
import type { ComposedEmail } from "../compose";
import { renderEmail } from "../render";
import { EmailVerificationEmail, PasswordChangedEmail, PasswordResetEmail } from "./account-emails";

/** A page of the store that takes an e-mailed link's token, with the token unsealed into its address. */
async function tokenLink(page: string, sealedToken: string): Promise<string> {
  return `${env().SITE_URL}${page}?token=${encodeURIComponent(await unseal(sealedToken))}`;
}

export const passwordResetData = z.object({
  name: z.string(),
  /** The link's token, sealed (lib/auth/sealed.ts): the outbox row never holds it in clear. */
  sealedToken: z.string(),
});

export async function composePasswordResetEmail({
  name,
  sealedToken,
}: z.infer<typeof passwordResetData>): Promise<ComposedEmail> {
  const resetUrl = await tokenLink("/reset-password", sealedToken);
  return renderEmail(createElement(PasswordResetEmail, { name, resetUrl, validMinutes: RESET_LINK_MINUTES }));
}

export const passwordChangedData = z.object({ name: z.string() });

export function composePasswordChangedEmail({ name }: z.infer<typeof passwordChangedData>): Promise<ComposedEmail> {
  return renderEmail(createElement(PasswordChangedEmail, { name, signInUrl: `${env().SITE_URL}/login` }));
}

export const emailVerificationData = z.object({
  displayOrderId: z.string(),
  /** The link's token, sealed as a reset link's is. */
  sealedToken: z.string(),
});

export async function composeEmailVerificationEmail({
  displayOrderId,
  sealedToken,
}: z.infer<typeof emailVerificationData>): Promise<ComposedEmail> {
  const confirmUrl = await tokenLink("/verify-email", sealedToken);
  return renderEmail(
    createElement(EmailVerificationEmail, { displayOrderId, confirmUrl, validHours: VERIFICATION_LINK_HOURS }),
  );
}
