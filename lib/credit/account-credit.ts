/**
 * What a customer holds with the store, for their profile: their store credit and its movements,
 * and the gift cards they bought (with what is left on each, never the code: it is the recipient's).
 */
import "server-only";
import { db } from "../db";
import type { CreditEntryKind } from "../generated/prisma/enums";
import { toPaise, type Paise } from "../money";

/** The movements shown: the latest, as a statement would. */
const SHOWN_MOVEMENTS = 50;

export interface CreditMovement {
  kind: CreditEntryKind;
  amount: Paise;
  balanceAfter: Paise;
  orderId: string | null;
  at: Date;
}

export interface BoughtGiftCard {
  hint: string;
  value: Paise;
  balance: Paise;
  recipientName: string;
  expiresAt: Date;
  boughtAt: Date;
}

export interface AccountCredit {
  storeCredit: Paise;
  movements: CreditMovement[];
  giftCardsBought: BoughtGiftCard[];
}

export async function accountCredit(userId: string): Promise<AccountCredit> {
  const [account, movements, cards] = await Promise.all([
    db().storeCredit.findUnique({ where: { userId }, select: { balance: true } }),
    db().creditEntry.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      take: SHOWN_MOVEMENTS,
      select: { kind: true, amount: true, balanceAfter: true, orderId: true, createdAt: true },
    }),
    db().giftCard.findMany({
      where: { buyerId: userId },
      orderBy: { createdAt: "desc" },
      select: { codeHint: true, value: true, balance: true, recipientName: true, expiresAt: true, createdAt: true },
    }),
  ]);
  return {
    storeCredit: account ? toPaise(account.balance) : 0,
    movements: movements.map((entry) => ({
      kind: entry.kind,
      amount: toPaise(entry.amount),
      balanceAfter: toPaise(entry.balanceAfter),
      orderId: entry.orderId,
      at: entry.createdAt,
    })),
    giftCardsBought: cards.map((card) => ({
      hint: card.codeHint,
      value: toPaise(card.value),
      balance: toPaise(card.balance),
      recipientName: card.recipientName,
      expiresAt: card.expiresAt,
      boughtAt: card.createdAt,
    })),
  };
}
