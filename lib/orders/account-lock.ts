/**
 * An account's placements one at a time: each placement (and a switch to paying on delivery, once
 * it holds the order's row) locks the account's row, so that the checks that count its recent
 * orders (repeat-orders.ts, cod-limits.ts) see the placement that held the lock before. NO KEY
 * UPDATE still lets rows that only refer to the account (its cart lines, the new order) be written
 * meanwhile, so a cart change cannot deadlock with it. A statement of its own: the counts must be
 * read after the lock is granted.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import type { Locale } from "../i18n/locales";

export interface LockedAccount {
  /** The account's language: an order placed from no page of the store is in it. */
  locale: Locale;
}

/** Locks the account's row for this transaction and answers what a placement reads of it. */
export async function lockAccount(tx: Prisma.TransactionClient, userId: string): Promise<LockedAccount> {
  const [account] = await tx.$queryRaw<LockedAccount[]>`
    SELECT "locale"::text AS "locale" FROM "users" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  if (!account) throw new Error(`Account ${userId} placing an order does not exist`);
  return account;
}
