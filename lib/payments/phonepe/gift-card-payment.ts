/**
 * Buying a gift card online: a purchase and its PhonePe payment ("GC_<purchase>_<random>"). The
 * card is issued (lib/credit/gift-card-sale.ts) when PhonePe's order-status API says the payment
 * completed for the card's value — asked when the buyer comes back, on PhonePe's webhook, and by
 * the expiry job — once, whichever asks first: the purchase's row is locked while it is settled. A
 * payment that completes after PhonePe first said it failed still gets its card. Gift cards are
 * paid online only: there is no parcel to collect cash on.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { completeGiftCardSale } from "../../credit/gift-card-sale";
import { db } from "../../db";
import { env } from "../../env";
import type { GiftCardPurchaseState } from "../../generated/prisma/enums";
import { badGateway, notFound } from "../../http/errors";
import type { Locale } from "../../i18n/locales";
import { log } from "../../log";
import { toPaise, toRupeeString, type Paise } from "../../money";
import { PhonePeError } from "./client";
import { phonePe } from "./provider";
import { EXPIRY_GRACE_MS, fromStatus, type ProviderResult } from "./settlement";

export interface GiftCardPurchaseInput {
  value: Paise;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string | null;
}

export interface GiftCardPurchaseView {
  id: string;
  state: GiftCardPurchaseState;
  value: Paise;
  recipientName: string;
  recipientEmail: string;
  receiptNumber: string | null;
}

const MERCHANT_ORDER_PREFIX = "GC_";
export const isGiftCardPayment = (merchantOrderId: string) => merchantOrderId.startsWith(MERCHANT_ORDER_PREFIX);

/**
 * Records the purchase and asks PhonePe for its checkout page; answers the purchase's id and the
 * page. Its e-mails are written in `locale`, the page's language (by default the buyer's account's).
 */
export async function startGiftCardPurchase(
  buyerId: string,
  input: GiftCardPurchaseInput,
  pageLocale?: Locale,
): Promise<{ purchaseId: string; paymentUrl: string }> {
  const { phonePe: config, SITE_URL } = env();
  const locale = pageLocale ?? (await db().user.findUniqueOrThrow({ where: { id: buyerId } })).locale;
  const purchase = await db().giftCardPurchase.create({
    data: {
      buyerId,
      value: toRupeeString(input.value),
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      senderName: input.senderName,
      message: input.message,
      locale,
      merchantOrderId: `${MERCHANT_ORDER_PREFIX}${randomBytes(12).toString("hex")}`,
      paymentExpiresAt: new Date(Date.now() + config.paymentExpirySeconds * 1000),
    },
  });
  try {
    const payment = await phonePe().pay({
      merchantOrderId: purchase.merchantOrderId,
      amount: input.value,
      expireAfter: config.paymentExpirySeconds,
      metaInfo: { udf1: purchase.id },
      paymentFlow: {
        type: "PG_CHECKOUT",
        message: "GanitPlay gift card",
        merchantUrls: { redirectUrl: `${SITE_URL}/gift-cards/verify?purchase=${encodeURIComponent(purchase.id)}` },
      },
    });
    return { purchaseId: purchase.id, paymentUrl: payment.redirectUrl };
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    // No payment page exists, so none can complete.
    await settleGiftCardPayment(purchase.merchantOrderId, { state: "FAILED", errorCode: error.code });
    throw badGateway(`Could not start the PhonePe payment: ${error.message}`);
  }
}

/** Applies PhonePe's answer to a purchase's payment; answers the purchase's state, or null for an unknown one. */
export async function settleGiftCardPayment(
  merchantOrderId: string,
  result: ProviderResult,
): Promise<GiftCardPurchaseState | null> {
  return db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "gift_card_purchases" WHERE "merchantOrderId" = ${merchantOrderId} FOR UPDATE`;
    if (!locked) return null;
    const purchase = await tx.giftCardPurchase.findUniqueOrThrow({
      where: { id: locked.id },
      include: { buyer: { select: { id: true, name: true, email: true } } },
    });
    if (purchase.state === "PAID" || result.state === "PENDING") return purchase.state;
    const payment = { paymentMode: result.paymentMode, transactionId: result.transactionId };
    const value = toPaise(purchase.value);
    if (result.state === "COMPLETED" && result.amount === value) {
      const paidAt = new Date();
      const sale = await completeGiftCardSale(tx, { ...purchase, value, locale: purchase.locale }, paidAt);
      await tx.giftCardPurchase.update({
        where: { id: purchase.id },
        data: { state: "PAID", paidAt, errorCode: null, ...payment, ...sale },
      });
      return "PAID";
    }
    if (result.state === "COMPLETED") {
      // PhonePe charges what it was asked; another amount is for the operator to refund by hand.
      log.error("gift_card_payment_amount_mismatch", { purchaseId: purchase.id, amount: result.amount, value });
    }
    const errorCode = result.state === "COMPLETED" ? "AMOUNT_MISMATCH" : (result.errorCode ?? "PAYMENT_FAILED");
    await tx.giftCardPurchase.update({ where: { id: purchase.id }, data: { state: "FAILED", errorCode, ...payment } });
    return "FAILED";
  });
}

/** PhonePe's own answer for a payment; null when PhonePe cannot answer now. */
async function statusOf(merchantOrderId: string): Promise<ProviderResult | null> {
  try {
    return fromStatus(await phonePe().getOrderStatus(merchantOrderId));
  } catch (error) {
    if (error instanceof PhonePeError) return null;
    throw error;
  }
}

/** PhonePe's answer for a purchase's payment, settled; 502 when PhonePe cannot answer. */
async function askAndSettle(merchantOrderId: string): Promise<GiftCardPurchaseState | null> {
  const result = await statusOf(merchantOrderId);
  if (!result) throw badGateway("Could not confirm the payment with PhonePe");
  return settleGiftCardPayment(merchantOrderId, result);
}

/** The webhook's part: an authenticated checkout event about a gift card's payment. */
export const applyGiftCardWebhook = (merchantOrderId: string) => askAndSettle(merchantOrderId);

/** The buyer, back from PhonePe: their purchase, settled from PhonePe's answer while it waits. */
export async function verifyGiftCardPurchase(buyerId: string, purchaseId: string): Promise<GiftCardPurchaseView> {
  const found = await db().giftCardPurchase.findUnique({ where: { id: purchaseId } });
  if (!found || found.buyerId !== buyerId) throw notFound("Gift card purchase not found");
  if (found.state === "AWAITING_PAYMENT") await askAndSettle(found.merchantOrderId);
  const purchase = await db().giftCardPurchase.findUniqueOrThrow({ where: { id: purchaseId } });
  return {
    id: purchase.id,
    state: purchase.state,
    value: toPaise(purchase.value),
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    receiptNumber: purchase.receiptNumber,
  };
}

/**
 * The expiry job's part: purchases still waiting past their window are asked about, so a payment
 * whose webhook never came still gets its card. One PhonePe still calls pending is closed as
 * expired (PhonePe's own window, the same, is over: it can no longer complete); a purchase PhonePe
 * cannot answer for now is asked again next time.
 */
export async function followGiftCardPayments(now = new Date()): Promise<number> {
  const waiting = await db().giftCardPurchase.findMany({
    where: { state: "AWAITING_PAYMENT", paymentExpiresAt: { lt: new Date(now.getTime() - EXPIRY_GRACE_MS) } },
    select: { merchantOrderId: true },
    orderBy: { paymentExpiresAt: "asc" },
    take: 100,
  });
  for (const { merchantOrderId } of waiting) {
    const result = await statusOf(merchantOrderId);
    if (!result) continue;
    await settleGiftCardPayment(
      merchantOrderId,
      result.state === "PENDING" ? { state: "FAILED", errorCode: "EXPIRED" } : result,
    );
  }
  return waiting.length;
}
