import { readBodyBytes } from "@/lib/http/body";
import { apiRoute, fail, ok } from "@/lib/http/responses";
import { handshakeChallenge, receiveWhatsAppWebhook } from "@/lib/messaging/whatsapp/webhook";

/** Meta batches up to a thousand statuses in one POST. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

// GET /api/messaging/whatsapp/webhook – Meta's handshake: echoes hub.challenge for the configured verify token
export const GET = apiRoute((request) => {
  const challenge = handshakeChallenge(new URL(request.url).searchParams);
  if (challenge === null) return Promise.resolve(fail(403, "Forbidden"));
  return Promise.resolve(new Response(challenge, { headers: { "Content-Type": "text/plain; charset=utf-8" } }));
});

// POST /api/messaging/whatsapp/webhook – message statuses and customers' messages, signed by Meta (X-Hub-Signature-256)
export const POST = apiRoute(async (request) => {
  const body = await readBodyBytes(request, MAX_WEBHOOK_BYTES);
  await receiveWhatsAppWebhook(body, request.headers.get("x-hub-signature-256"));
  return ok();
});
