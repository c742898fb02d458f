/**
 * Gift cards and store credit as tenders: they pay part or all of an order's amount, which keeps
 * its full value on the GST invoice (a redemption is a payment, not a discount: docs/GST.md), in
 * the order ./split-tenders.ts sets. What credit paid goes back the way it came when the order is
 * cancelled, its payment fails, or part of it is refunded (credit first).
 */
import "server-only";
import { db } from "../db";
import { formatIndianDate } from "../dates";
import type { Prisma } from "../generated/prisma/client";
import { conflict, unprocessable } from "../http/errors";
import { spendCouponTryBudget } from "../limits/rate-limits";
import { toPaise, toRupeeString, type Paise } from "../money";
import { validationMessage } from "../validation/error-messages";
import { giftCardCodeHash, looksLikeGiftCardCode } from "./gift-card-codes";
import { normalizeGiftCardCode } from "./typed-code";
import { lastValidMoment, MAX_GIFT_CARDS_PER_ORDER } from "./limits";
import { splitTenders, type CreditTenders, type HeldGiftCard } from "./split-tenders";
import { addStoreCredit, creditHeldBy, refundGiftCard, spendGiftCard, spendStoreCredit, type Movement } from "./ledger";

/**
 * The gift card a shopper typed, if it can pay: refused (422) when unknown, expired or spent. An
 * unknown code and a malformed one read the same, so answers tell nothing about other codes.
 */
export async function heldGiftCard(typed: string, now = new Date()): Promise<HeldGiftCard> {
  const card = looksLikeGiftCardCode(typed)
    ? await db().giftCard.findUnique({
        where: { codeHash: giftCardCodeHash(typed) },
        select: { id: true, codeHint: true, balance: true, expiresAt: true },
      })
    : null;
  if (!card) throw unprocessable(validationMessage("giftCardUnknown"));
  if (card.expiresAt <= now) {
    throw unprocessable(
      validationMessage("giftCardExpired", { date: formatIndianDate(lastValidMoment(card.expiresAt)) }),
    );
  }
  const balance = toPaise(card.balance);
  if (balance === 0) throw unprocessable(validationMessage("giftCardSpent"));
  return { id: card.id, hint: card.codeHint, balance, expiresAt: card.expiresAt };
}

/** A shopper checking a gift card to pay with: each try counts with the promotion codes they try (429 beyond). */
export async function checkGiftCard(userId: string, typed: string): Promise<HeldGiftCard> {
  await spendCouponTryBudget(userId);
  return heldGiftCard(typed);
}

export async function storeCreditBalance(userId: string): Promise<Paise> {
  const row = await db().storeCredit.findUnique({ where: { userId }, select: { balance: true } });
  return row ? toPaise(row.balance) : 0;
}

export interface CreditAsked {
  giftCardCodes: readonly string[];
  useStoreCredit: boolean;
}

/** What the shopper's gift cards and store credit would pay of `amount` now. */
export async function planCredit(userId: string, asked: CreditAsked, amount: Paise): Promise<CreditTenders> {
  const codes = new Set(asked.giftCardCodes.map(normalizeGiftCardCode)).size;
  if (codes > MAX_GIFT_CARDS_PER_ORDER) {
    throw unprocessable(validationMessage("giftCardsMax", { max: MAX_GIFT_CARDS_PER_ORDER }));
  }
  const cards = await Promise.all(asked.giftCardCodes.map((code) => heldGiftCard(code)));
  const unique = [...new Map(cards.map((card) => [card.id, card])).values()];
  const storeCredit = asked.useStoreCredit ? await storeCreditBalance(userId) : 0;
  return splitTenders(amount, unique, storeCredit);
}

/**
 * Spends the planned tenders for the order in its placement transaction; refused (409, the whole
 * placement rolled back) when a balance was spent meanwhile by another order.
 */
export async function takeCredit(
  tx: Prisma.TransactionClient,
  order: { id: string; userId: string },
  tenders: CreditTenders,
): Promise<void> {
  const movement: Movement = { orderId: order.id };
  for (const card of tenders.giftCards) {
    if (!(await spendGiftCard(tx, card.giftCardId, card.amount, movement))) {
      throw conflict(validationMessage("creditChanged"));
    }
  }
  if (tenders.storeCredit > 0 && !(await spendStoreCredit(tx, order.userId, tenders.storeCredit, movement))) {
    throw conflict(validationMessage("creditChanged"));
  }
}

/**
 * Gives back up to `upTo` of what credit still pays of the order (all of it by default) the way it
 * came, last spent first: the store credit, then each gift card, which keeps its expiry (so a
 * cancelled order never turns a card's value into credit that never expires). A card that has
 * expired meanwhile gives its part as store credit: the customer loses nothing to the store's or
 * their own cancellation. The caller holds the order's row lock. Answers what was given back; the
 * rest of a refund goes to the payment.
 */
export async function giveBackCredit(
  tx: Prisma.TransactionClient,
  orderId: string,
  upTo?: Paise,
  movement: Omit<Movement, "orderId"> = {},
): Promise<Paise> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { userId: true, paidByCredit: true },
  });
  const held = toPaise(order.paidByCredit);
  const amount = Math.min(held, upTo ?? held);
  if (amount <= 0) return 0;
  await tx.order.update({ where: { id: orderId }, data: { paidByCredit: toRupeeString(held - amount) } });
  const now = new Date();
  let left = amount;
  for (const source of await creditHeldBy(tx, orderId)) {
    const back = Math.min(source.held, left);
    left -= back;
    const valid = source.giftCardId !== null && source.expiresAt !== null && source.expiresAt > now;
    if (valid) await refundGiftCard(tx, source.giftCardId!, back, { ...movement, orderId });
    else await addStoreCredit(tx, order.userId, back, { ...movement, orderId });
  }
  // Never short of what the order says credit paid: any rest is the customer's as store credit.
  await addStoreCredit(tx, order.userId, left, { ...movement, orderId });
  return amount;
}

/**
 * Takes `amount` off what the order owes or holds, for units cancelled or returned: money not yet
 * paid (cash on delivery before delivery) is simply not collected; of what was paid, credit comes
 * back first, the way it came. Answers what the payment itself must refund. The caller holds the
 * order's row lock and lowers its amount after this.
 */
export async function refundCreditFirst(
  tx: Prisma.TransactionClient,
  order: { id: string; paid: boolean; amount: Paise; paidByCredit: Paise },
  amount: Paise,
  movement: Omit<Movement, "orderId"> = {},
): Promise<Paise> {
  const unpaid = order.paid ? 0 : order.amount - order.paidByCredit;
  const given = await giveBackCredit(tx, order.id, Math.max(0, amount - unpaid), movement);
  return order.paid ? amount - given : 0;
}
