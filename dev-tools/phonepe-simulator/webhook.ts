import { createHash } from "node:crypto";
import { log } from "../../lib/log";
import type { WebhookEvent } from "../../lib/payments/phonepe/types";

/** Where checkout webhooks go, and the credentials the store checks. */
export interface WebhookTarget {
  url: string;
  username: string;
  password: string;
}

/** Posts an event as PhonePe does: authorised by the SHA-256 of "username:password". */
export async function sendWebhook({ url, username, password }: WebhookTarget, event: WebhookEvent) {
  try {
    await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: createHash("sha256").update(`${username}:${password}`).digest("hex"),
      },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(5_000),
    });
  } catch (failure) {
    // PhonePe retries failed webhooks; the simulator only reports them.
    log.warn("phonepe_simulator_webhook_failed", { url, error: failure });
  }
}
