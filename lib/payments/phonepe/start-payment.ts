/**
 * Paying for an order through PhonePe (SPEC §4, §7): the order is created 'Awaiting Payment' with
 * its stock reserved, then PhonePe is asked for a checkout page. The browser's return proves
 * nothing; PhonePe's order status settles the order (settlement.ts).
 */
import { randomBytes } from "node:crypto";
import { db } from "../../db";
import { env } from "../../env";
import { badGateway } from "../../http/errors";
import { toPaise } from "../../money";
import type { OrderRecord } from "../../orders/order-records";
import { displayOrderId } from "../../orders/order-view";
import { placeOrder } from "../../orders/place-order";
import type { OrderPlacement } from "../../validation/order";
import { PhonePeError } from "./client";
import { phonePe } from "./provider";
import { settle } from "./settlement";

const newMerchantOrderId = (orderId: string) => `GP_${orderId}_${randomBytes(4).toString("hex")}`;

/** Creates the order and its PhonePe payment; returns the URL of PhonePe's checkout page. */
export async function startPhonePePayment(
  userId: string,
  placement: OrderPlacement,
): Promise<{ paymentUrl: string; order: OrderRecord }> {
  const { phonePe: config, SITE_URL } = env();
  const order = await placeOrder(userId, placement, "PHONEPE");
  const merchantOrderId = newMerchantOrderId(order._id);
  const expiresAt = new Date(Date.now() + config.paymentExpirySeconds * 1000);
  const amount = toPaise(order.amount.toFixed(2));

  await db().$transaction([
    db().paymentAttempt.create({
      data: { orderId: order._id, merchantOrderId, amount: order.amount.toFixed(2), expiresAt },
    }),
    db().order.update({
      where: { id: order._id },
      data: { phonePeOrderId: merchantOrderId, paymentExpiresAt: expiresAt },
    }),
  ]);

  try {
    const payment = await phonePe().pay({
      merchantOrderId,
      amount,
      expireAfter: config.paymentExpirySeconds,
      metaInfo: { udf1: order._id },
      paymentFlow: {
        type: "PG_CHECKOUT",
        message: `GanitPlay order ${displayOrderId(order._id)}`,
        merchantUrls: { redirectUrl: `${SITE_URL}/verify-phonepe?orderId=${encodeURIComponent(order._id)}` },
      },
    });
    await db().paymentAttempt.update({ where: { merchantOrderId }, data: { providerOrderId: payment.orderId } });
    return { paymentUrl: payment.redirectUrl, order: { ...order, phonePeOrderId: merchantOrderId } };
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    // No payment page exists: give the stock back at once.
    await settle(merchantOrderId, { state: "FAILED", errorCode: error.code });
    throw badGateway(`Could not start the PhonePe payment: ${error.message}`);
  }
}
