/**
 * PhonePe's checkout webhook: authenticated by SHA-256("username:password") in the Authorization
 * header, then applied like a status answer. Unknown orders and other events change nothing.
 */
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "../../env";
import { log } from "../../log";
import { fromStatus, settle } from "./settlement";
import type { OrderStatusResponse } from "./types";

/** Whether the header is SHA-256("username:password"), compared in constant time. */
export function isAuthenticWebhook(authorization: string | null): boolean {
  const { webhookUsername, webhookPassword } = env().phonePe;
  const expected = createHash("sha256").update(`${webhookUsername}:${webhookPassword}`).digest();
  const given = Buffer.from((authorization ?? "").trim().toLowerCase(), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A checkout event's payload, already authenticated. */
export async function applyCheckoutWebhook(event: string, payload: OrderStatusResponse & { merchantOrderId: string }) {
  log.info("phonepe_webhook_received", { event });
  if (event !== "checkout.order.completed" && event !== "checkout.order.failed") return;
  await settle(payload.merchantOrderId, fromStatus(payload));
}
