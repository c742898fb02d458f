/**
 * Paying for an order through PhonePe (SPEC §4, §7). The order is created 'Awaiting Payment'
 * with its stock reserved; PhonePe's order status (asked by the verify call, pushed by the
 * webhook, or checked when the payment window ends) settles it exactly once: paid and 'Order
 * Placed', or 'Payment Failed' with the stock released. The browser's return proves nothing.
 */
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Caller } from "../../auth/session";
import { db } from "../../db";
import { env } from "../../env";
import type { OrderStatus } from "../../generated/prisma/enums";
import { badGateway, badRequest } from "../../http/errors";
import { log } from "../../log";
import { toPaise } from "../../money";
import { getOrderFor, type OrderRecord } from "../../orders/order-records";
import { placeOrder } from "../../orders/place-order";
import { restockOrder, stockChanged } from "../../orders/stock";
import type { OrderPlacement } from "../../validation/order";
import { describePaymentFailure, PhonePeError } from "./client";
import { phonePe } from "./provider";
import type { OrderStatusResponse } from "./types";
import { displayOrderId } from "../../orders/order-view";

/** PhonePe's view of a payment, reduced to what settles an order. */
interface ProviderResult {
  state: "PENDING" | "COMPLETED" | "FAILED";
  amount?: number;
  errorCode?: string;
  paymentMode?: string;
  transactionId?: string;
}

function fromStatus(status: OrderStatusResponse): ProviderResult {
  const detail = status.paymentDetails.at(-1);
  return {
    state: status.state,
    amount: status.amount,
    errorCode: status.errorCode ?? detail?.errorCode,
    paymentMode: detail?.paymentMode,
    transactionId: detail?.transactionId,
  };
}

/** How long after PhonePe's own expiry an unanswered payment is still waited for. */
const EXPIRY_GRACE_MS = 2 * 60_000;

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

/**
 * Applies PhonePe's answer to the order, once: later answers (a second verify, a duplicate or
 * late webhook) find it settled and change nothing. Returns the order's status afterwards.
 */
async function settle(merchantOrderId: string, result: ProviderResult, now = new Date()): Promise<OrderStatus | null> {
  let restocked = false;
  /** What this call changed, logged once the transaction has committed. */
  let settled: { orderId: string; outcome: "paid" | "failed" | "expired" | "paid_after_release" } | null = null;
  const status = await db().$transaction(async (tx) => {
    const attempt = await tx.paymentAttempt.findUnique({ where: { merchantOrderId } });
    if (!attempt) return null;
    // Lock the order so a webhook and a verify call arriving together settle it once.
    await tx.$queryRaw`SELECT 1 FROM "orders" WHERE "id" = ${attempt.orderId} FOR UPDATE`;
    const order = await tx.order.findUniqueOrThrow({
      where: { id: attempt.orderId },
      select: { status: true, amount: true, userId: true, paid: true, items: { select: { productId: true } } },
    });
    const paidInFull = result.state === "COMPLETED" && result.amount === toPaise(order.amount);
    const paymentFields = { paymentMode: result.paymentMode, transactionId: result.transactionId };

    if (order.status !== "AWAITING_PAYMENT") {
      // Money that arrived after the order was released must not go unnoticed: record it for a refund.
      if (paidInFull && order.status === "PAYMENT_FAILED" && !order.paid) {
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { state: "COMPLETED", ...paymentFields } });
        await tx.order.update({ where: { id: attempt.orderId }, data: { paid: true } });
        settled = { orderId: attempt.orderId, outcome: "paid_after_release" };
        await tx.orderStatusChange.create({
          data: {
            orderId: attempt.orderId,
            fromStatus: order.status,
            toStatus: order.status,
            note: "PhonePe payment completed after the order was released: refund due",
          },
        });
      }
      return order.status;
    }

    // The store's window outlasts PhonePe's by a margin, so a late payment is not cut off here.
    const expired = result.state === "PENDING" && now.getTime() > attempt.expiresAt.getTime() + EXPIRY_GRACE_MS;
    if (result.state === "PENDING" && !expired) return order.status;

    if (paidInFull) {
      await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { state: "COMPLETED", ...paymentFields } });
      await tx.order.update({
        where: { id: attempt.orderId },
        data: { paid: true, status: "ORDER_PLACED", paymentExpiresAt: null },
      });
      await tx.orderStatusChange.create({
        data: {
          orderId: attempt.orderId,
          fromStatus: order.status,
          toStatus: "ORDER_PLACED",
          note: "Paid through PhonePe",
        },
      });
      // Only the lines this order bought: the shopper may have added more while paying.
      const productIds = order.items.flatMap((item) => (item.productId ? [item.productId] : []));
      await tx.cartLine.deleteMany({ where: { userId: order.userId, productId: { in: productIds } } });
      settled = { orderId: attempt.orderId, outcome: "paid" };
      return "ORDER_PLACED";
    }

    const errorCode = expired
      ? "TXN_EXPIRED"
      : result.state === "COMPLETED"
        ? "AMOUNT_MISMATCH"
        : (result.errorCode ?? "PAYMENT_FAILED");
    await tx.paymentAttempt.update({
      where: { id: attempt.id },
      data: { state: expired ? "EXPIRED" : "FAILED", errorCode, ...paymentFields },
    });
    await tx.order.update({
      where: { id: attempt.orderId },
      data: { status: "PAYMENT_FAILED", paymentExpiresAt: null },
    });
    await restockOrder(tx, attempt.orderId);
    restocked = true;
    settled = { orderId: attempt.orderId, outcome: expired ? "expired" : "failed" };
    await tx.orderStatusChange.create({
      data: {
        orderId: attempt.orderId,
        fromStatus: order.status,
        toStatus: "PAYMENT_FAILED",
        note: describePaymentFailure(errorCode),
      },
    });
    return "PAYMENT_FAILED";
  });
  if (restocked) stockChanged();
  if (settled) log.info("payment_settled", settled);
  return status;
}

export type VerificationResult =
  | { outcome: "paid"; alreadyPaid: boolean; order: OrderRecord }
  | { outcome: "failed"; reason: string; order: OrderRecord }
  | { outcome: "pending"; order: OrderRecord };

/** The verify call: asks PhonePe for the order's payment and settles it (owner only). */
export async function verifyPhonePePayment(
  caller: Caller,
  orderId: string,
  merchantOrderId: string,
): Promise<VerificationResult> {
  const order = await getOrderFor({ id: caller.id, role: "CUSTOMER" }, orderId);
  if (order.paymentMethod !== "phonepe" || order.phonePeOrderId !== merchantOrderId) {
    throw badRequest("Invalid payment verification request");
  }
  if (order.payment) return { outcome: "paid", alreadyPaid: true, order };

  if (order.status === "Awaiting Payment") {
    let status: OrderStatusResponse;
    try {
      status = await phonePe().getOrderStatus(merchantOrderId);
    } catch (error) {
      if (error instanceof PhonePeError) throw badGateway(`Failed to verify payment status: ${error.message}`);
      throw error;
    }
    await settle(merchantOrderId, fromStatus(status));
  }

  const settled = await getOrderFor({ id: caller.id, role: "CUSTOMER" }, orderId);
  if (settled.payment) return { outcome: "paid", alreadyPaid: false, order: settled };
  if (settled.status === "Payment Failed") {
    const attempt = await db().paymentAttempt.findUnique({ where: { merchantOrderId }, select: { errorCode: true } });
    return { outcome: "failed", reason: describePaymentFailure(attempt?.errorCode ?? undefined), order: settled };
  }
  return { outcome: "pending", order: settled };
}

/** Whether a webhook's Authorization header is SHA-256("username:password"), compared in constant time. */
export function isAuthenticWebhook(authorization: string | null): boolean {
  const { webhookUsername, webhookPassword } = env().phonePe;
  const expected = createHash("sha256").update(`${webhookUsername}:${webhookPassword}`).digest();
  const given = Buffer.from((authorization ?? "").trim().toLowerCase(), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A checkout webhook's payload, already authenticated. Unknown orders and other events are ignored. */
export async function applyCheckoutWebhook(event: string, payload: OrderStatusResponse & { merchantOrderId: string }) {
  log.info("phonepe_webhook_received", { event });
  if (event !== "checkout.order.completed" && event !== "checkout.order.failed") return;
  await settle(payload.merchantOrderId, fromStatus(payload));
}

/**
 * Releases online orders whose payment window has passed: PhonePe is asked first (a payment may
 * have completed at the last moment); when it cannot answer, the window's end decides.
 */
export async function releaseExpiredPayments(now = new Date()): Promise<number> {
  const attempts = await db().paymentAttempt.findMany({
    where: {
      state: "PENDING",
      expiresAt: { lt: new Date(now.getTime() - EXPIRY_GRACE_MS) },
      order: { status: "AWAITING_PAYMENT" },
    },
    select: { merchantOrderId: true },
    take: 100,
  });
  for (const { merchantOrderId } of attempts) {
    let result: ProviderResult = { state: "PENDING" };
    try {
      result = fromStatus(await phonePe().getOrderStatus(merchantOrderId));
    } catch (error) {
      if (!(error instanceof PhonePeError)) throw error;
    }
    await settle(merchantOrderId, result, now);
  }
  return attempts.length + (await releaseOrphanedOrders(now));
}

/**
 * Orders awaiting payment that never got a payment attempt (the store failed between creating the
 * order and asking PhonePe): no payment can exist, so their stock goes back once the window ends.
 */
async function releaseOrphanedOrders(now: Date): Promise<number> {
  const windowMs = env().phonePe.paymentExpirySeconds * 1000 + EXPIRY_GRACE_MS;
  const orphans = await db().order.findMany({
    where: {
      status: "AWAITING_PAYMENT",
      paymentAttempts: { none: {} },
      createdAt: { lt: new Date(now.getTime() - windowMs) },
    },
    select: { id: true },
    take: 100,
  });
  for (const { id } of orphans) {
    const released = await db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "orders" WHERE "id" = ${id} FOR UPDATE`;
      const { count } = await tx.order.updateMany({
        where: { id, status: "AWAITING_PAYMENT" },
        data: { status: "PAYMENT_FAILED", paymentExpiresAt: null },
      });
      if (count === 0) return false;
      await restockOrder(tx, id);
      await tx.orderStatusChange.create({
        data: {
          orderId: id,
          fromStatus: "AWAITING_PAYMENT",
          toStatus: "PAYMENT_FAILED",
          note: "No payment was started",
        },
      });
      return true;
    });
    if (released) stockChanged();
  }
  return orphans.length;
}
