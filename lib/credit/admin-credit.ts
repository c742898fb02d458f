/**
 * Gift cards and store credit for the operator: what the store owes its customers in credit not
 * yet spent (a liability in its books, not revenue), and the latest gift card purchases with how
 * each went — one PhonePe charged another sum for is there to be refunded by hand.
 */
import "server-only";
import { db } from "../db";
import type { GiftCardPurchaseState } from "../generated/prisma/enums";
import { toPaise, type Paise } from "../money";

const SHOWN_PURCHASES = 100;

export interface PurchaseRow {
  id: string;
  createdAt: Date;
  buyer: { name: string; email: string | null };
  recipientName: string;
  recipientEmail: string;
  value: Paise;
  state: GiftCardPurchaseState;
  receiptNumber: string | null;
  errorCode: string | null;
}

export interface CreditOverview {
  /** Balances of gift cards still valid at `now`. */
  giftCardsOutstanding: Paise;
  storeCreditOutstanding: Paise;
  purchases: PurchaseRow[];
}

export async function creditOverview(now = new Date()): Promise<CreditOverview> {
  const [cards, credit, purchases] = await Promise.all([
    db().giftCard.aggregate({ _sum: { balance: true }, where: { expiresAt: { gt: now } } }),
    db().storeCredit.aggregate({ _sum: { balance: true } }),
    db().giftCardPurchase.findMany({
      orderBy: { createdAt: "desc" },
      take: SHOWN_PURCHASES,
      include: { buyer: { select: { name: true, email: true } } },
    }),
  ]);
  return {
    giftCardsOutstanding: toPaise(cards._sum.balance ?? "0"),
    storeCreditOutstanding: toPaise(credit._sum.balance ?? "0"),
    purchases: purchases.map((purchase) => ({
      id: purchase.id,
      createdAt: purchase.createdAt,
      buyer: purchase.buyer,
      recipientName: purchase.recipientName,
      recipientEmail: purchase.recipientEmail,
      value: toPaise(purchase.value),
      state: purchase.state,
      receiptNumber: purchase.receiptNumber,
      errorCode: purchase.errorCode,
    })),
  };
}
