/**
 * Issuing gift cards: a new code, sealed for delivering it again and hashed for spending it, its
 * value as the first ledger row. The sale of a gift card is no supply under GST (docs/GST.md): the
 * card carries no tax, and the goods it later pays for are taxed at their full value then.
 */
import "server-only";
import { seal } from "../auth/sealed";
import { endOfIndianIsoDay, indianIsoDay } from "../dates";
import type { Prisma } from "../generated/prisma/client";
import { badRequest } from "../http/errors";
import { formatRupees, toRupeeString, type Paise } from "../money";
import { giftCardCodeHash, giftCardCodeHint, newGiftCardCode } from "./gift-card-codes";
import { recordIssue } from "./ledger";
import { GIFT_CARD_MAX_VALUE, GIFT_CARD_MIN_VALUE, GIFT_CARD_VALIDITY_YEARS } from "./limits";

export interface GiftCardOrder {
  value: Paise;
  buyerId: string | null;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string | null;
}

/** The end of the day in India a year after `issuedAt`: when a card issued then stops paying. */
export function giftCardExpiry(issuedAt: Date): Date {
  const day = indianIsoDay(issuedAt);
  const year = Number(day.slice(0, 4)) + GIFT_CARD_VALIDITY_YEARS;
  // 29 February's card runs to 28 February (no such day next year).
  const sameDay = day.endsWith("-02-29") ? `${year}-02-28` : `${year}${day.slice(4)}`;
  return endOfIndianIsoDay(sameDay);
}

export interface IssuedGiftCard {
  id: string;
  /** The code in clear, for the caller to hand over (tests), and sealed, for the e-mail that delivers it. */
  code: string;
  codeSealed: string;
  hint: string;
  expiresAt: Date;
}

/** Issues a gift card in the caller's transaction. */
export async function issueGiftCard(
  tx: Prisma.TransactionClient,
  order: GiftCardOrder,
  issuedAt = new Date(),
): Promise<IssuedGiftCard> {
  if (order.value < GIFT_CARD_MIN_VALUE || order.value > GIFT_CARD_MAX_VALUE) {
    throw badRequest(
      `A gift card is worth ${formatRupees(GIFT_CARD_MIN_VALUE)} to ${formatRupees(GIFT_CARD_MAX_VALUE)}`,
    );
  }
  const code = newGiftCardCode();
  const codeSealed = await seal(code);
  const hint = giftCardCodeHint(code);
  const expiresAt = giftCardExpiry(issuedAt);
  const card = await tx.giftCard.create({
    data: {
      codeHash: giftCardCodeHash(code),
      codeSealed,
      codeHint: hint,
      value: toRupeeString(order.value),
      balance: toRupeeString(order.value),
      expiresAt,
      buyerId: order.buyerId,
      recipientName: order.recipientName,
      recipientEmail: order.recipientEmail,
      senderName: order.senderName,
      message: order.message,
      createdAt: issuedAt,
    },
    select: { id: true },
  });
  await recordIssue(tx, card.id, order.value, { note: "Issued" });
  return { id: card.id, code, codeSealed, hint, expiresAt };
}
