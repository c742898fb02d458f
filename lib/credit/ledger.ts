/**
 * The ledger of held value: gift cards and store credit. Every movement is a `credit_entries` row
 * written in the same transaction as the balance it moves, with the balance after it. A spend is
 * one conditional update (`balance >= amount`), so parallel orders spending one balance queue on its
 * row and the later ones find too little left: a balance never goes below zero (and the tables'
 * CHECK constraints would refuse it if code ever tried).
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import type { CreditEntryKind } from "../generated/prisma/enums";
import { toPaise, toRupeeString, type Paise } from "../money";

/** What a movement belongs to, for the ledger row. */
export interface Movement {
  orderId?: string;
  returnRequestId?: string;
  note?: string;
}

type Tx = Prisma.TransactionClient;

async function record(
  tx: Tx,
  holder: { giftCardId: string } | { userId: string },
  kind: CreditEntryKind,
  amount: Paise,
  balanceAfter: Paise,
  movement: Movement,
): Promise<void> {
  await tx.creditEntry.create({
    data: {
      ...holder,
      kind,
      amount: toRupeeString(amount),
      balanceAfter: toRupeeString(balanceAfter),
      orderId: movement.orderId,
      returnRequestId: movement.returnRequestId,
      note: movement.note,
    },
  });
}

/** Takes `amount` off a gift card that has it and has not expired by `now`; false when it cannot. */
export async function spendGiftCard(
  tx: Tx,
  giftCardId: string,
  amount: Paise,
  movement: Movement,
  now = new Date(),
): Promise<boolean> {
  const rows = await tx.$queryRaw<{ balance: Prisma.Decimal }[]>`
    UPDATE "gift_cards" SET "balance" = "balance" - ${toRupeeString(amount)}::numeric
    WHERE "id" = ${giftCardId} AND "balance" >= ${toRupeeString(amount)}::numeric AND "expiresAt" > ${now}
    RETURNING "balance"`;
  if (rows.length === 0) return false;
  await record(tx, { giftCardId }, "REDEEM", amount, toPaise(rows[0]!.balance), movement);
  return true;
}

/** Takes `amount` off the customer's store credit when it holds that much; false when it does not. */
export async function spendStoreCredit(tx: Tx, userId: string, amount: Paise, movement: Movement): Promise<boolean> {
  const rows = await tx.$queryRaw<{ balance: Prisma.Decimal }[]>`
    UPDATE "store_credits" SET "balance" = "balance" - ${toRupeeString(amount)}::numeric, "updatedAt" = now()
    WHERE "userId" = ${userId} AND "balance" >= ${toRupeeString(amount)}::numeric
    RETURNING "balance"`;
  if (rows.length === 0) return false;
  await record(tx, { userId }, "REDEEM", amount, toPaise(rows[0]!.balance), movement);
  return true;
}

/** Adds `amount` to the customer's store credit: a refund taken as credit, or credit given back. */
export async function addStoreCredit(tx: Tx, userId: string, amount: Paise, movement: Movement): Promise<void> {
  if (amount <= 0) return;
  const rows = await tx.$queryRaw<{ balance: Prisma.Decimal }[]>`
    INSERT INTO "store_credits" ("userId", "balance", "updatedAt")
    VALUES (${userId}, ${toRupeeString(amount)}::numeric, now())
    ON CONFLICT ("userId") DO UPDATE SET "balance" = "store_credits"."balance" + EXCLUDED."balance", "updatedAt" = now()
    RETURNING "balance"`;
  await record(tx, { userId }, "REFUND", amount, toPaise(rows[0]!.balance), movement);
}

/** Puts `amount` an order spent back on a gift card, its expiry unchanged (never above its value: CHECK). */
export async function refundGiftCard(tx: Tx, giftCardId: string, amount: Paise, movement: Movement): Promise<void> {
  if (amount <= 0) return;
  const rows = await tx.$queryRaw<{ balance: Prisma.Decimal }[]>`
    UPDATE "gift_cards" SET "balance" = "balance" + ${toRupeeString(amount)}::numeric
    WHERE "id" = ${giftCardId} RETURNING "balance"`;
  await record(tx, { giftCardId }, "REFUND", amount, toPaise(rows[0]!.balance), movement);
}

/**
 * What each balance still holds of an order's payment: spent on it, less given back to it. Store
 * credit (`giftCardId` null) first, then the cards expiring latest: the order credit goes back in.
 */
export async function creditHeldBy(tx: Tx, orderId: string) {
  const rows = await tx.$queryRaw<{ giftCardId: string | null; held: Prisma.Decimal; expiresAt: Date | null }[]>`
    SELECT e."giftCardId", g."expiresAt",
           SUM(CASE WHEN e."kind" = 'REDEEM' THEN e."amount" ELSE -e."amount" END) AS "held"
    FROM "credit_entries" e LEFT JOIN "gift_cards" g ON g."id" = e."giftCardId"
    WHERE e."orderId" = ${orderId} AND e."kind" IN ('REDEEM', 'REFUND')
    GROUP BY e."giftCardId", g."expiresAt"
    ORDER BY e."giftCardId" IS NOT NULL, g."expiresAt" DESC`;
  return rows.map((row) => ({
    giftCardId: row.giftCardId,
    held: Math.max(0, toPaise(row.held)),
    expiresAt: row.expiresAt,
  }));
}

/** The issue row of a new gift card, written with it. */
export const recordIssue = (tx: Tx, giftCardId: string, value: Paise, movement: Movement) =>
  record(tx, { giftCardId }, "ISSUE", value, value, movement);

/**
 * Ends the balance of every gift card past its expiry (`now`), one EXPIRE row each: the job's work.
 * Locked card by card, so a spend racing it either lands first or finds the card expired.
 */
export async function expireGiftCards(tx: Tx, now = new Date()): Promise<number> {
  const expired = await tx.$queryRaw<{ id: string; balance: Prisma.Decimal }[]>`
    SELECT "id", "balance" FROM "gift_cards" WHERE "expiresAt" <= ${now} AND "balance" > 0
    ORDER BY "id" FOR UPDATE SKIP LOCKED`;
  for (const { id, balance } of expired) {
    await tx.giftCard.update({ where: { id }, data: { balance: "0" } });
    await record(tx, { giftCardId: id }, "EXPIRE", toPaise(balance), 0, { note: "Expired unspent" });
  }
  return expired.length;
}
