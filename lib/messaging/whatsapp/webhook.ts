/**
 * Meta's WhatsApp webhook: the GET handshake when the callback URL is saved, and signed POSTs of
 * message statuses and customers' messages. The signature (./signature.ts) is the only proof: the
 * Cloud API has no call to look a message's status up, and a status only moves a message the store
 * sent under that wamid (lib/messaging/status-updates.ts). A forged, unsigned or malformed POST
 * changes nothing.
 */
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env } from "../../env";
import { badRequest, unauthorized } from "../../http/errors";
import { answerFromWhatsApp } from "../../orders/cod-confirmation/whatsapp-answers";
import { receiveCustomerMessage } from "../replies";
import { applyStatusReport, type ReportedStatus } from "../status-updates";
import { isSignedByMeta } from "./signature";
import { webhookContents, webhookSchema, type WebhookMessage, type WebhookStatus } from "./webhook-events";

/** The challenge to echo when the handshake names the configured verify token, else null. */
export function handshakeChallenge(query: URLSearchParams): string | null {
  const config = env().messaging.whatsApp;
  const token = Buffer.from(query.get("hub.verify_token") ?? "");
  const expected = Buffer.from(config?.verifyToken ?? "");
  const challenge = query.get("hub.challenge");
  const matches = expected.length > 0 && token.length === expected.length && timingSafeEqual(token, expected);
  return query.get("hub.mode") === "subscribe" && matches && challenge ? challenge : null;
}

/** What Meta bills a delivered message, by the category its status names. */
function costOf(status: WebhookStatus): number | undefined {
  if (status.status !== "delivered" && status.status !== "read") return undefined;
  const prices = env().messaging.pricesCentipaise;
  const category = status.pricing?.category;
  if (category === "utility") return prices.whatsAppUtility;
  if (category === "authentication" || category === "authentication_international")
    return prices.whatsAppAuthentication;
  if (category === "service") return prices.whatsAppService;
  return undefined;
}

const seconds = (timestamp: string) => new Date(Number(timestamp) * 1000);

function statusReport(status: WebhookStatus) {
  const [error] = status.errors ?? [];
  return {
    providerId: status.id,
    messageId: status.biz_opaque_callback_data,
    status: status.status as ReportedStatus,
    at: seconds(status.timestamp),
    error: error && { code: String(error.code), title: (error.title ?? error.message ?? "").slice(0, 500) },
    costCentipaise: costOf(status),
  };
}

const customerMessage = (message: WebhookMessage) => ({
  id: message.id,
  from: message.from,
  kind: message.type,
  text: message.text?.body ?? message.button?.text ?? message.interactive?.button_reply?.title,
  payload: message.button?.payload ?? message.interactive?.button_reply?.id,
  contextId: message.context?.id,
  receivedAt: seconds(message.timestamp),
});

/** Applies a POST that Meta signed; throws 401 for any other. */
export async function receiveWhatsAppWebhook(body: Buffer, signature: string | null): Promise<void> {
  const config = env().messaging.whatsApp;
  if (!config || !isSignedByMeta(body, signature, config.appSecret)) throw unauthorized("Invalid signature");
  let envelope: unknown;
  try {
    envelope = JSON.parse(body.toString("utf8"));
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  const { statuses, messages } = webhookContents(webhookSchema.parse(envelope));
  for (const status of statuses) {
    // "played" is a voice message's; the store sends none.
    if (status.status !== "played") await applyStatusReport(statusReport(status));
  }
  for (const message of messages) {
    const received = customerMessage(message);
    // A Confirm or Cancel tap first: answering again changes nothing, so should it fail, the
    // message stays unrecorded and Meta's retry of the webhook answers it.
    await answerFromWhatsApp(received);
    await receiveCustomerMessage(received);
  }
}
