/**
 * Shiprocket's tracking webhook (../shared/notes/shiprocket.md §10): no signature, only the
 * security token set in the panel, sent as x-api-key. Even with the right token its body is a
 * hint: it marks the shipment with that AWB due for a reading of the tracking API, which alone
 * moves anything (./apply-tracking.ts). So a forged or replayed webhook changes nothing.
 */
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { db } from "../db";
import { env } from "../env";
import { unauthorized } from "../http/errors";
import { wakeUp } from "../jobs/wake-up";
import { log } from "../log";

const hint = z.object({ awb: z.coerce.string().trim().min(1).max(40) });

function isWebhookToken(given: string | null): boolean {
  const expected = Buffer.from(env().shiprocket?.webhookToken ?? "");
  const token = Buffer.from(given ?? "");
  return expected.length > 0 && token.length === expected.length && timingSafeEqual(token, expected);
}

function parsed(body: string) {
  try {
    return hint.safeParse(JSON.parse(body));
  } catch {
    return hint.safeParse(null);
  }
}

/**
 * Answers whether the hint named a shipment of the store's. Shiprocket wants a 200 for whatever it
 * sends with the right token, so an unreadable body or an AWB the store does not know is
 * acknowledged and logged; a wrong token is refused.
 */
export async function receiveTrackingHint(apiKey: string | null, body: string): Promise<boolean> {
  if (!isWebhookToken(apiKey)) throw unauthorized("Unknown webhook token");
  const hinted = parsed(body);
  if (!hinted.success) {
    log.warn("courier_webhook_unreadable", {});
    return false;
  }
  const { awb } = hinted.data;
  const { count } = await db().shipment.updateMany({
    where: { provider: "SHIPROCKET", awb },
    data: { trackingDueAt: new Date() },
  });
  if (count === 0) log.info("courier_webhook_unknown_awb", { awb });
  else wakeUp("shipmentTracking");
  return count > 0;
}
