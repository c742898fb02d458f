/**
 * Who gets an order's e-mails to its customer. Always the account's own address, read as the
 * e-mails are queued, so a changed account address is the one used. The e-mail typed at checkout
 * too, but only once its owner has confirmed it for this account from the link sent there
 * (lib/auth/email-verification.ts): an address anyone can type never gets the order's contents.
 * An account made by a sign-in code has no address of its own until it confirms its checkout
 * e-mail, which then becomes the account's: until then its orders e-mail no one.
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
  /** The account's address first; none for an account without a confirmed address yet. */
  recipients: string[];
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
  const own = user.email === null ? [] : [user.email];
  if (typed === user.email) return { ...known, recipients: own };
  if (await isVerifiedEmail(tx, userId, typed)) return { ...known, recipients: [...own, typed] };
  return { ...known, recipients: own, unconfirmed: typed };
}
