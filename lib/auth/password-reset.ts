/**
 * Password recovery: a link by e-mail to choose a new password (SPEC §5 rules).
 * - Asking for a link (./reset-requests.ts) answers the same, at once, whether or not the e-mail
 *   has an account; a job then calls sendResetLink.
 * - The link's token is 32 random bytes; only its SHA-256 is stored. It works once, for 30
 *   minutes, and a newer link replaces every older one of the account.
 * - Using it sets the password, which ends every session of the account (the trigger on `users`,
 *   migration 20261123121520_sessions), and tells the owner by e-mail.
 */
import "server-only";
import { db } from "../db";
import { badRequest } from "../http/errors";
import { log } from "../log";
import { queueEmail } from "../mail/queue-email";
import { emailTexts } from "../mail/texts";
import { INVALID_RESET_LINK, type PasswordReset } from "../validation/account";
import { hashLinkToken, newLinkToken } from "./link-tokens";
import { hashPassword } from "./password";
import { seal } from "./sealed";

export const RESET_LINK_MINUTES = 30;

export const RESET_LINK_SENT =
  "If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.";
export const PASSWORD_CHANGED = "Your password has been changed. Please sign in with your new password.";

/** Sends `email`'s account a new reset link, voiding its older ones; nothing when no account has it. */
export async function sendResetLink(email: string): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  const sealedToken = await seal(token);
  const userId = await db().$transaction(async (tx) => {
    await tx.passwordResetToken.deleteMany({ where: { user: { email } } });
    const user = await tx.user.findUnique({
      where: { email },
      select: { id: true, name: true, locale: true },
    });
    if (!user) return null;
    const { id } = await tx.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash,
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      },
      select: { id: true },
    });
    await queueEmail(tx, {
      key: `password-reset:${id}`,
      recipient: email,
      subject: emailTexts(user.locale)("account.passwordReset.subject"),
      template: "passwordReset",
      data: { locale: user.locale, name: user.name, sealedToken },
    });
    return user.id;
  });
  if (userId) log.info("password_reset_requested", { userId });
}

/** Sets a new password with a reset link's token; an unknown, used or expired one is refused (400). */
export async function resetPassword({ token, password }: PasswordReset): Promise<void> {
  const tokenHash = hashLinkToken(token);
  const usable = { tokenHash, usedAt: null, expiresAt: { gt: new Date() } };
  // Checked before the slow hash, then claimed in the transaction: of two uses at once, one wins.
  if (!(await db().passwordResetToken.findFirst({ where: usable, select: { id: true } }))) {
    throw badRequest(INVALID_RESET_LINK);
  }
  const passwordHash = await hashPassword(password);
  const userId = await db().$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateManyAndReturn({
      where: usable,
      data: { usedAt: new Date() },
      select: { id: true, userId: true },
    });
    const [link] = claimed;
    if (!link) throw badRequest(INVALID_RESET_LINK);
    const user = await tx.user.update({
      where: { id: link.userId },
      data: { passwordHash },
      select: { id: true, name: true, email: true, locale: true },
    });
    // A reset link only ever goes to an account's e-mail, so the account has one.
    if (user.email)
      await queueEmail(tx, {
        key: `password-changed:${link.id}`,
        recipient: user.email,
        subject: emailTexts(user.locale)("account.passwordChanged.subject"),
        template: "passwordChanged",
        data: { locale: user.locale, name: user.name },
      });
    return user.id;
  });
  log.info("password_reset", { userId });
}
