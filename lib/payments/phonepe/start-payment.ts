/**
 * Paying for an order through PhonePe (SPEC §4, §7): the order is created 'Awaiting Payment' with
 * its stock reserved, then PhonePe is asked for a checkout page. The browser's return proves
 * nothing; PhonePe's order status settles the order (settlement.ts).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "../../db";
import { env } from "../../env";
import { badGateway } from "../../http/errors";
import type { Prisma } from "../../generated/prisma/client";
import type { PaymentMethod } from "../../generated/prisma/enums";
import { toRupeeString, type Paise } from "../../money";
import type { Locale } from "../../i18n/locales";
import { amountDue, type Order } from "../../orders/order";
import { displayOrderId } from "../../orders/order-view";
import { placeOrder } from "../../orders/place-order";
import type { OrderPlacement } from "../../validation/order";
import { PhonePeError } from "./client";
import { phonePe } from "./provider";
import { settle } from "./settlement";

const newMerchantOrderId = (orderId: string) => `GP_${orderId}_${randomBytes(4).toString("hex")}`;

/** An order to pay online: PhonePe collects what gift cards and store credit do not pay. */
interface PayableOrder {
  id: string;
  amount: Paise;
  paidByCredit: Paise;
  paymentMethod?: PaymentMethod;
}

/**
 * Records a new payment attempt and makes it the order's current one, in the caller's
 * transaction; answers its merchantOrderId. Earlier attempts stay: settlement refunds them if
 * they still complete once another attempt has paid.
 */
export async function openPaymentAttempt(tx: Prisma.TransactionClient, order: PayableOrder): Promise<string> {
  const { paymentExpirySeconds } = env().phonePe;
  const merchantOrderId = newMerchantOrderId(order.id);
  const expiresAt = new Date(Date.now() + paymentExpirySeconds * 1000);
  await tx.paymentAttempt.create({
    data: { orderId: order.id, merchantOrderId, amount: toRupeeString(amountDue(order)), expiresAt },
  });
  await tx.order.update({
    where: { id: order.id },
    // A bank transfer order keeps its own last day: a failed attempt leaves it waiting for the transfer.
    data: {
      phonePeOrderId: merchantOrderId,
      ...(order.paymentMethod !== "BANK_TRANSFER" && { paymentExpiresAt: expiresAt }),
    },
  });
  return merchantOrderId;
}

/**
 * Asks PhonePe for the attempt's checkout page; returns its URL. PhonePe sends the customer back
 * to `returnTo` (a path of the store), by default the verify page.
 */
export async function requestCheckoutPage(
  order: PayableOrder,
  merchantOrderId: string,
  returnTo = `/verify-phonepe?orderId=${encodeURIComponent(order.id)}`,
): Promise<string> {
  const { phonePe: config, SITE_URL } = env();
  try {
    const payment = await phonePe().pay({
      merchantOrderId,
      amount: amountDue(order),
      expireAfter: config.paymentExpirySeconds,
      metaInfo: { udf1: order.id },
      paymentFlow: {
        type: "PG_CHECKOUT",
        message: `GanitPlay order ${displayOrderId(order.id)}`,
        merchantUrls: { redirectUrl: `${SITE_URL}${returnTo}` },
      },
    });
    await db().paymentAttempt.update({ where: { merchantOrderId }, data: { providerOrderId: payment.orderId } });
    return payment.redirectUrl;
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    // No payment page exists: give the stock back at once.
    await settle(merchantOrderId, { state: "FAILED", errorCode: error.code });
    throw badGateway(`Could not start the PhonePe payment: ${error.message}`);
  }
}

/** Creates the order and its PhonePe payment; returns the URL of PhonePe's checkout page. */
export async function startPhonePePayment(
  userId: string,
  placement: OrderPlacement,
  locale?: Locale,
): Promise<{ paymentUrl: string; order: Order }> {
  const order = await placeOrder(userId, placement, "PHONEPE", locale);
  const merchantOrderId = await db().$transaction((tx) => openPaymentAttempt(tx, order));
  const paymentUrl = await requestCheckoutPage(order, merchantOrderId);
  return { paymentUrl, order: { ...order, phonePeOrderId: merchantOrderId } };
}
