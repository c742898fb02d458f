/**
 * Accounts made by a sign-in code (issue #31): a phone new to the store gets its account on the
 * first right code, with the name the shopper gives and an e-mail only if they give one, and no
 * password (it signs in by code until it sets one through a reset link). Without an e-mail, its
 * first checkout e-mail gets the link to confirm it, and once confirmed becomes the account's
 * (lib/auth/email-verification.ts): only then do its order e-mails go out.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { conflict } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { validationMessage as message } from "../validation/error-messages";
import { accountSelect, type Account } from "./accounts";

export interface NewPhoneAccount {
  name: string;
  email?: string;
}

/** Creates the account of a phone whose code was just checked; an e-mail already in use is refused (409). */
export async function createPhoneAccount(
  tx: Prisma.TransactionClient,
  phone: string,
  { name, email }: NewPhoneAccount,
  locale: Locale,
): Promise<Account> {
  if (email && (await tx.user.findUnique({ where: { email }, select: { id: true } }))) {
    throw conflict(message("emailTaken"));
  }
  return tx.user.create({ data: { name, phone, email: email ?? null, locale }, select: accountSelect });
}
