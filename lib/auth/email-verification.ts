/**
 * Confirming an e-mail typed at checkout that is not the account's own, before any order e-mail
 * goes there (lib/mail/orders/recipients.ts): otherwise anyone could have the store mail anyone.
 * - The first order to such an address sends it one fixed-text e-mail with a link; while that link
 *   is live, later orders send none. The budgets of lib/limits/budgets.ts cap the links per account
 *   and per address.
 * - The link's token is 32 random bytes; only its SHA-256 is stored. It works once, for 24 hours.
 * - Using it confirms the address for that account only: its order e-mails then go there too. An
 *   account made by a sign-in code, which has no address yet, takes it as its own (unless another
 *   account has it meanwhile), so its password can be reset by e-mail from then on.
 */
import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { badRequest } from "../http/errors";
import { mayEmailVerificationLink } from "../limits/rate-limits";
import { log } from "../log";
import type { Locale } from "../i18n/locales";
import { queueEmail } from "../mail/queue-email";
import { emailTexts } from "../mail/texts";
import { INVALID_VERIFICATION_LINK } from "../validation/account";
import { hashLinkToken, newLinkToken } from "./link-tokens";
import { seal } from "./sealed";

export const VERIFICATION_LINK_HOURS = 24;

export const EMAIL_VERIFIED =
  "Thank you: this e-mail address is confirmed. Order updates of the account that entered it will come here too.";

/** Whether the account's order e-mails may go to `email` (lowercase): its owner confirmed it. */
export async function isVerifiedEmail(tx: Prisma.TransactionClient, userId: string, email: string): Promise<boolean> {
  return (await tx.verifiedEmail.count({ where: { userId, email } })) > 0;
}

export interface VerificationRequest {
  userId: string;
  /** Lowercase, not the account's own. */
  email: string;
  orderId: string;
  displayOrderId: string;
  /** The account's language: the e-mail's. */
  locale: Locale;
}

/**
 * Queues the link to confirm `email` for the account, in the caller's transaction, unless it is
 * confirmed already, a live link was sent, or a budget is spent.
 */
export async function requestEmailVerification(
  tx: Prisma.TransactionClient,
  { userId, email, orderId, displayOrderId, locale }: VerificationRequest,
): Promise<void> {
  if (await isVerifiedEmail(tx, userId, email)) return;
  const live = await tx.emailVerificationToken.count({
    where: { userId, email, usedAt: null, expiresAt: { gt: new Date() } },
  });
  if (live > 0 || !(await mayEmailVerificationLink(userId, email))) return;
  const { token, tokenHash } = newLinkToken();
  const { id } = await tx.emailVerificationToken.create({
    data: {
      userId,
      email,
      tokenHash,
      expiresAt: new Date(Date.now() + VERIFICATION_LINK_HOURS * 60 * 60_000),
    },
    select: { id: true },
  });
  // Only the store's words, the order's display id and the link: nothing the shopper typed.
  await queueEmail(tx, {
    key: `email-verification:${id}`,
    recipient: email,
    subject: emailTexts(locale)("account.emailVerification.subject"),
    template: "emailVerification",
    data: { locale, displayOrderId, sealedToken: await seal(token) },
    orderId,
  });
  log.info("email_verification_requested", { userId });
}

const usableLink = (token: string) => ({
  tokenHash: hashLinkToken(token),
  usedAt: null,
  expiresAt: { gt: new Date() },
});

/** Whether a link's token can still confirm its address (the page asks before showing its button). */
export async function isUsableVerificationLink(token: string): Promise<boolean> {
  return (await db().emailVerificationToken.count({ where: usableLink(token) })) > 0;
}

/** Confirms the link's address for its account; an unknown, used or expired token is refused (400). */
export async function verifyEmail(token: string): Promise<void> {
  const userId = await db().$transaction(async (tx) => {
    // Claimed and spent in one statement: of two uses at once, one wins.
    const [link] = await tx.emailVerificationToken.updateManyAndReturn({
      where: usableLink(token),
      data: { usedAt: new Date() },
      select: { userId: true, email: true },
    });
    if (!link) throw badRequest(INVALID_VERIFICATION_LINK);
    await tx.verifiedEmail.upsert({
      where: { userId_email: { userId: link.userId, email: link.email } },
      create: { userId: link.userId, email: link.email },
      update: {},
    });
    if (!(await tx.user.findUnique({ where: { email: link.email }, select: { id: true } }))) {
      await tx.user.updateMany({ where: { id: link.userId, email: null }, data: { email: link.email } });
    }
    return link.userId;
  });
  log.info("email_verified", { userId });
}
