/** Gift cards and store credit on the wire (lib/credit/): rupees, dates as ISO strings. */
import { z } from "zod";
import type { AccountCredit } from "../credit/account-credit";
import type { HeldGiftCard } from "../credit/split-tenders";
import type { GiftCardPurchaseView } from "../payments/phonepe/gift-card-payment";
import { toRupeeNumber } from "../money";
import { text } from "../validation/text";
import { validationMessage as message } from "../validation/error-messages";

export const giftCardCheckRequest = z.object({
  code: text({ error: message("giftCardRequired") })
    .trim()
    .min(1, message("giftCardRequired"))
    .max(40, message("giftCardUnknown")),
});

/** A gift card that can pay: what screens show of its code, its balance, and its last valid moment. */
export const giftCardJson = z.object({ hint: z.string(), balance: z.number(), expiresAt: z.string() });
export const giftCardCheckResponse = z.object({ giftCard: giftCardJson });

export const accountCreditResponse = z.object({
  /** The store credit to spend, rupees. */
  storeCredit: z.number(),
  movements: z.array(
    z.object({
      kind: z.enum(["ISSUE", "REDEEM", "REFUND", "EXPIRE"]),
      amount: z.number(),
      balanceAfter: z.number(),
      orderId: z.string().nullable(),
      at: z.string(),
    }),
  ),
  giftCardsBought: z.array(
    z.object({
      hint: z.string(),
      value: z.number(),
      balance: z.number(),
      recipientName: z.string(),
      expiresAt: z.string(),
      boughtAt: z.string(),
    }),
  ),
});
export type AccountCreditJson = z.infer<typeof accountCreditResponse>;
export type GiftCardJson = z.infer<typeof giftCardJson>;

export const toGiftCardJson = (card: HeldGiftCard): GiftCardJson => ({
  hint: card.hint,
  balance: toRupeeNumber(card.balance),
  expiresAt: card.expiresAt.toISOString(),
});

export const toAccountCreditJson = (credit: AccountCredit): AccountCreditJson => ({
  storeCredit: toRupeeNumber(credit.storeCredit),
  movements: credit.movements.map((movement) => ({
    ...movement,
    amount: toRupeeNumber(movement.amount),
    balanceAfter: toRupeeNumber(movement.balanceAfter),
    at: movement.at.toISOString(),
  })),
  giftCardsBought: credit.giftCardsBought.map((card) => ({
    ...card,
    value: toRupeeNumber(card.value),
    balance: toRupeeNumber(card.balance),
    expiresAt: card.expiresAt.toISOString(),
    boughtAt: card.boughtAt.toISOString(),
  })),
});

export const giftCardPurchaseStarted = z.object({ purchaseId: z.string(), paymentUrl: z.string() });

/** A gift card purchase as its buyer sees it once back from PhonePe. */
export const giftCardPurchaseResponse = z.object({
  purchase: z.object({
    id: z.string(),
    state: z.enum(["AWAITING_PAYMENT", "PAID", "FAILED"]),
    value: z.number(),
    recipientName: z.string(),
    recipientEmail: z.string(),
    receiptNumber: z.string().nullable(),
  }),
});
export type GiftCardPurchaseJson = z.infer<typeof giftCardPurchaseResponse>["purchase"];

export const toGiftCardPurchaseJson = (purchase: GiftCardPurchaseView): GiftCardPurchaseJson => ({
  ...purchase,
  value: toRupeeNumber(purchase.value),
});
