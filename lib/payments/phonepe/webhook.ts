/**
 * PhonePe's checkout webhook: authenticated by SHA-256("username:password") in the Authorization
 * header, and even then only a hint. What settles the order is PhonePe's order-status API, asked
 * at once: a webhook's own state and amount are never believed, so a forged or replayed one
 * (unknown order, another amount, a stale state) changes nothing.
 */
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { db } from "../../db";
import { env } from "../../env";
import { badGateway } from "../../http/errors";
import { log } from "../../log";
import { PhonePeError } from "./client";
import { phonePe } from "./provider";
import { applyGiftCardWebhook, isGiftCardPayment } from "./gift-card-payment";
import { fromStatus, settle } from "./settlement";
import type { OrderStatusResponse } from "./types";

/** Whether the header is SHA-256("username:password"), compared in constant time. */
export function isAuthenticWebhook(authorization: string | null): boolean {
  const { webhookUsername, webhookPassword } = env().phonePe;
  const expected = createHash("sha256").update(`${webhookUsername}:${webhookPassword}`).digest();
  const given = Buffer.from((authorization ?? "").trim().toLowerCase(), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A checkout event, already authenticated: settles its payment from PhonePe's own answer. */
export async function applyCheckoutWebhook(event: string, { merchantOrderId }: { merchantOrderId: string }) {
  log.info("phonepe_webhook_received", { event });
  if (event !== "checkout.order.completed" && event !== "checkout.order.failed") return;
  if (isGiftCardPayment(merchantOrderId)) {
    await applyGiftCardWebhook(merchantOrderId);
    return;
  }
  const attempt = await db().paymentAttempt.findUnique({ where: { merchantOrderId }, select: { id: true } });
  if (!attempt) return;
  let status: OrderStatusResponse;
  try {
    status = await phonePe().getOrderStatus(merchantOrderId);
  } catch (error) {
    // PhonePe retries a webhook that fails; the expiry job also asks before releasing anything.
    if (error instanceof PhonePeError) throw badGateway("Could not confirm the payment with PhonePe");
    throw error;
  }
  await settle(merchantOrderId, fromStatus(status));
}
