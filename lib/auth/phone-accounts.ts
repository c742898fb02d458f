/**
 * Accounts made by a sign-in code (issue #31): a phone new to the store gets its account on the
 * first right code, with the name the shopper gives and an e-mail only if they give one, and no
 * password (it signs in by code until it sets one through a reset link). Its first order's
 * checkout e-mail becomes the account's, so its order e-mails have somewhere to go.
 */
import "server-only";
import { Prisma } from "../generated/prisma/client";
import { conflict } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { normalizeEmail } from "../validation/account";
import { validationMessage as message } from "../validation/error-messages";
import { accountSelect, type Account } from "./accounts";

export interface NewPhoneAccount {
  name: string;
  email?: string;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

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

/** Maps the database's refusal of a second account for the same e-mail or phone (a race) to 409. */
export function refuseTakenAccount(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(message("accountTaken"));
  throw error;
}

/**
 * Gives an account without an e-mail the one typed at checkout, in the placement's transaction.
 * An e-mail another account uses is refused (409): that account's owner signs in to it instead.
 */
export async function adoptCheckoutEmail(tx: Prisma.TransactionClient, userId: string, typed: string): Promise<void> {
  const email = normalizeEmail(typed);
  if (await tx.user.findUnique({ where: { email }, select: { id: true } })) {
    throw conflict(message("checkoutEmailTaken"));
  }
  await tx.user.update({ where: { id: userId }, data: { email } });
}
