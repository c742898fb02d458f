/**
 * A gift card bought on the store, once its payment is confirmed: the card issued (./gift-cards.ts),
 * a receipt number from its own series (no tax invoice: the sale is no supply under GST), and two
 * e-mails queued in the same transaction, the card to its recipient and the receipt to its buyer.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { nextNumber } from "../invoices/numbering";
import type { Locale } from "../i18n/locales";
import { queueEmail } from "../mail/queue-email";
import { emailTexts } from "../mail/texts";
import { formatRupees, type Paise } from "../money";
import { issueGiftCard } from "./gift-cards";
import { lastValidMoment } from "./limits";

/** The receipts' series: "GC/2026-27/000001". */
const RECEIPT_SERIES = "GC";

export interface PaidGiftCardPurchase {
  id: string;
  buyer: { id: string; name: string; email: string | null };
  value: Paise;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string | null;
  locale: Locale;
}

export async function completeGiftCardSale(
  tx: Prisma.TransactionClient,
  purchase: PaidGiftCardPurchase,
  paidAt: Date,
): Promise<{ giftCardId: string; receiptNumber: string }> {
  const { buyer, locale, value } = purchase;
  const card = await issueGiftCard(
    tx,
    {
      value,
      buyerId: buyer.id,
      recipientName: purchase.recipientName,
      recipientEmail: purchase.recipientEmail,
      senderName: purchase.senderName,
      message: purchase.message,
    },
    paidAt,
  );
  const receiptNumber = await nextNumber(tx, RECEIPT_SERIES, paidAt);
  const t = emailTexts(locale);
  const lastDay = lastValidMoment(card.expiresAt).toISOString();
  const shared = { locale, recipientName: purchase.recipientName, value, lastDay };
  await queueEmail(tx, {
    key: `gift-card:${card.id}:recipient`,
    recipient: purchase.recipientEmail,
    subject: t("giftCard.subject", { sender: purchase.senderName, value: formatRupees(value) }),
    template: "giftCard",
    data: { ...shared, senderName: purchase.senderName, message: purchase.message, codeSealed: card.codeSealed },
  });
  if (buyer.email) {
    await queueEmail(tx, {
      key: `gift-card:${card.id}:buyer`,
      recipient: buyer.email,
      subject: t("giftCardReceipt.subject", { number: receiptNumber }),
      template: "giftCardReceipt",
      data: { ...shared, buyerName: buyer.name, receiptNumber, hint: card.hint, paidAt: paidAt.toISOString() },
    });
  }
  return { giftCardId: card.id, receiptNumber };
}
