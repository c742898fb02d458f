/**
 * Who gets an order's e-mails to its customer. Always the account's own address, read as the
 * e-mails are queued, so a changed account address is the one used. The e-mail typed at checkout
 * too, but only once its owner has confirmed it for this account from the link sent there
 * (lib/auth/email-verification.ts): an address anyone can type never gets the order's contents.
 */
import "server-only";
import type { Prisma } from "../../generated/prisma/client";
import { isVerifiedEmail } from "../../auth/email-verification";
import type { Locale } from "../../i18n/locales";
import { addressSnapshot } from "../../orders/snapshots";
import { normalizeEmail } from "../../validation/account";

export interface CustomerRecipients {
  userId: string;
  /** The account's language, for the link to confirm a checkout e-mail. */
  accountLocale: Locale;
  /** The order's language, for its e-mails. */
  orderLocale: Locale;
  /** The account's address first. */
  recipients: [string, ...string[]];
  /** The checkout e-mail, when it is not the account's own and not confirmed: it gets no order e-mail. */
  unconfirmed?: string;
}

export async function customerRecipients(tx: Prisma.TransactionClient, orderId: string): Promise<CustomerRecipients> {
  const { userId, address, user, locale } = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { userId: true, address: true, locale: true, user: { select: { email: true, locale: true } } },
  });
  const known = { userId, accountLocale: user.locale, orderLocale: locale };
  const typed = normalizeEmail(addressSnapshot.parse(address).email);
  // An account made by a sign-in code takes its first order's e-mail as its own as it places it
  // (lib/auth/phone-accounts.ts), so it has one by now.
  const own = user.email ?? typed;
  if (typed === own) return { ...known, recipients: [own] };
  if (await isVerifiedEmail(tx, userId, typed)) return { ...known, recipients: [own, typed] };
  return { ...known, recipients: [own], unconfirmed: typed };
}
