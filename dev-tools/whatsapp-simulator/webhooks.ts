/**
 * Webhooks to the store as Meta sends them (note A6): the body with non-ASCII written as \uXXXX,
 * signed with X-Hub-Signature-256 over exactly those bytes, delivered at least once with doubling
 * delays until a 2xx answer; and the GET handshake Meta makes when the callback URL is saved.
 */
import { createHmac, randomInt } from "node:crypto";
import { log } from "../../lib/log";
import type { SimulatorConfig } from "./options";
import type { Scheduler } from "./scheduler";

export type WebhookEvent = "sent" | "delivered" | "read" | "failed" | "message" | "template_status";

/** One event and how its delivery went (GET /__simulator/webhooks). */
export interface WebhookDelivery {
  event: WebhookEvent;
  /** The wamid the event is about, or the template id for a template status. */
  subject: string;
  attempts: number;
  delivered: boolean;
  /** The HTTP status of the last attempt, or null when it got no answer. */
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  at: string;
}

/** JSON with every non-ASCII UTF-16 unit escaped as \uXXXX in lowercase hex, the form Meta signs. */
export const serialiseLikeMeta = (payload: unknown) =>
  JSON.stringify(payload).replace(
    /[\u0080-\uffff]/g,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

export const signatureOf = (appSecret: string, body: string) =>
  `sha256=${createHmac("sha256", appSecret).update(body, "utf8").digest("hex")}`;

function describeFailure(failure: unknown): string {
  if (!(failure instanceof Error)) return String(failure);
  const cause = failure.cause instanceof Error ? `: ${failure.cause.message}` : "";
  return `${failure.message}${cause}`;
}

export function createWebhookSender(config: SimulatorConfig, scheduler: Scheduler) {
  const { webhook, appSecret, webhookRetry: retry, webhookTimeoutMs } = config;
  const deliveries: WebhookDelivery[] = [];
  const closing = new AbortController();

  async function attempt(delivery: WebhookDelivery, url: string, body: string) {
    delivery.attempts++;
    delivery.nextAttemptAt = null;
    try {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signatureOf(appSecret, body) },
        body,
        signal: AbortSignal.any([AbortSignal.timeout(webhookTimeoutMs), closing.signal]),
      });
      await answer.arrayBuffer();
      delivery.lastStatus = answer.status;
      delivery.lastError = answer.ok ? null : `HTTP ${answer.status}`;
      delivery.delivered ||= answer.ok;
    } catch (failure) {
      if (closing.signal.aborted) return;
      delivery.lastStatus = null;
      delivery.lastError = describeFailure(failure);
    }
    if (delivery.delivered) return;
    if (delivery.attempts >= retry.maxAttempts) {
      log.warn("whatsapp_simulator_webhook_abandoned", { event: delivery.event, attempts: delivery.attempts });
      return;
    }
    const delayMs = Math.min(retry.firstDelayMs * 2 ** (delivery.attempts - 1), retry.maxDelayMs);
    delivery.nextAttemptAt = new Date(Date.now() + delayMs).toISOString();
    scheduler.after(delayMs, () => attempt(delivery, url, body));
  }

  /** Records the event and makes its first attempt (resolved when that attempt ends); retries follow on their own. */
  async function deliver(event: WebhookEvent, subject: string, payload: unknown) {
    const delivery: WebhookDelivery = {
      event,
      subject,
      attempts: 0,
      delivered: false,
      lastStatus: null,
      lastError: webhook ? null : "No webhook URL configured",
      nextAttemptAt: null,
      at: new Date(config.now()).toISOString(),
    };
    deliveries.push(delivery);
    if (webhook && !scheduler.isClosed()) await attempt(delivery, webhook.url, serialiseLikeMeta(payload));
  }

  /**
   * Meta's handshake when the callback URL is saved: true only when the store answers 200 with
   * exactly the challenge. The overrides let a test try a wrong token or another URL.
   */
  async function verify(overrides: Partial<NonNullable<typeof webhook>> = {}): Promise<boolean> {
    const url = overrides.url ?? webhook?.url;
    const verifyToken = overrides.verifyToken ?? webhook?.verifyToken;
    if (!url || verifyToken === undefined) return false;
    const challenge = String(randomInt(1_000_000_000, 9_999_999_999));
    const request = new URL(url);
    request.searchParams.set("hub.mode", "subscribe");
    request.searchParams.set("hub.challenge", challenge);
    request.searchParams.set("hub.verify_token", verifyToken);
    try {
      const answer = await fetch(request, { signal: AbortSignal.timeout(webhookTimeoutMs) });
      return answer.status === 200 && (await answer.text()) === challenge;
    } catch {
      return false;
    }
  }

  return {
    deliver,
    verify,
    deliveries: () => structuredClone(deliveries).reverse(),
    close: () => closing.abort(),
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
