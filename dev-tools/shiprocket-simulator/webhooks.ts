/**
 * Tracking webhooks as the panel sends them (note §10): a JSON POST with the security token in
 * `x-api-key`, no signature. Shiprocket wants a 200 back; anything else (or no answer) counts as
 * failed and is posted again after a fixed delay, up to maxAttempts ([unconf]: the real retry
 * schedule is not documented).
 */
import { log } from "../../lib/log";
import type { WebhookRetry, WebhookTarget } from "./options";

const POST_TIMEOUT_MS = 5_000;

/** One POST of one webhook (GET /__simulator/webhook-attempts). */
export interface WebhookAttempt {
  awb: string;
  shipmentStatusId: number;
  attempt: number;
  at: string;
  /** The store's answer; null when the request itself failed (see `error`). */
  httpStatus: number | null;
  error: string | null;
  delivered: boolean;
  /** Whether another attempt follows this failed one. */
  retrying: boolean;
}

function describeFailure(failure: unknown): string {
  if (!(failure instanceof Error)) return String(failure);
  return failure.cause instanceof Error ? `${failure.message}: ${failure.cause.message}` : failure.message;
}

export function createWebhookSender(target: WebhookTarget | undefined, retry: WebhookRetry, now: () => Date) {
  const attempts: WebhookAttempt[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();

  async function post(
    url: string,
    token: string,
    body: string,
    awb: string,
    shipmentStatusId: number,
    attempt: number,
  ) {
    let httpStatus: number | null = null;
    let error: string | null = null;
    try {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-api-key": token },
        body,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(POST_TIMEOUT_MS)]),
      });
      await answer.arrayBuffer();
      httpStatus = answer.status;
      if (httpStatus !== 200) error = `HTTP ${httpStatus}`;
    } catch (failure) {
      error = describeFailure(failure);
    }
    if (closing.signal.aborted) return;
    const delivered = httpStatus === 200;
    const retrying = !delivered && attempt < retry.maxAttempts;
    attempts.push({ awb, shipmentStatusId, attempt, at: now().toISOString(), httpStatus, error, delivered, retrying });
    if (delivered) return;
    if (!retrying) {
      log.warn("shiprocket_simulator_webhook_abandoned", { awb, shipmentStatusId, attempts: attempt, error });
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void post(url, token, body, awb, shipmentStatusId, attempt + 1);
    }, retry.delayMs);
    timers.add(timer);
  }

  return {
    /** Posts the payload once (resolved when that attempt ends); retries follow on their own. */
    send: async (payload: { awb: string; shipment_status_id: number }) => {
      if (!target || closing.signal.aborted) return;
      const body = JSON.stringify(payload);
      await post(target.url, target.token, body, payload.awb, payload.shipment_status_id, 1);
    },
    /** Every attempt so far, oldest first. */
    attempts: (): WebhookAttempt[] => attempts.map((attempt) => ({ ...attempt })),
    /** Drops pending retries and abandons posts under way. */
    close: () => {
      closing.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
