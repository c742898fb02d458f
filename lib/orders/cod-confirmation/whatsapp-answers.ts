/**
 * The Confirm and Cancel quick replies of the WhatsApp message asking to confirm a cash on
 * delivery order (issue #33). The payload names the order by its signed link token, and the
 * answer counts only from the phone the message went to: WhatsApp vouches for the sender, Meta's
 * signature for the webhook (lib/messaging/whatsapp/webhook.ts). An answer to an order no longer
 * waiting for it is answered with a short reply saying nothing changed.
 */
import "server-only";
import { db } from "../../db";
import { DomainError } from "../../http/errors";
import { log } from "../../log";
import { messagingNumber } from "../../messaging/phone";
import { queueTextMessage } from "../../messaging/queue-message";
import { CONFIRMATION_PAYLOAD, type ConfirmationAnswer } from "../../messaging/whatsapp/template-messages";
import { orderOfLinkToken } from "../order-links";
import { answerConfirmation } from "./answer";

const PAYLOAD = new RegExp(`^(${CONFIRMATION_PAYLOAD.confirm}|${CONFIRMATION_PAYLOAD.cancel}):(.+)$`);

/** The answer and the order a quick reply's payload names, or null for any other payload. */
export function confirmationReplyOf(
  payload: string | undefined,
): { answer: ConfirmationAnswer; orderId: string } | null {
  const [, kind, token] = PAYLOAD.exec(payload ?? "") ?? [];
  const orderId = token ? orderOfLinkToken(token) : null;
  if (!orderId) return null;
  return { answer: kind === CONFIRMATION_PAYLOAD.confirm ? "confirm" : "cancel", orderId };
}

/**
 * Acts on a quick reply (`messageId` is WhatsApp's id of it): answers whether it was one. Safe to
 * run again for the same message (a webhook delivered twice): the same answer changes nothing,
 * and the reply is queued once.
 */
export async function answerFromWhatsApp(message: { id: string; from?: string; payload?: string }): Promise<boolean> {
  const reply = confirmationReplyOf(message.payload);
  if (!reply) return false;
  const order = await db().order.findUnique({
    where: { id: reply.orderId },
    select: { userId: true, user: { select: { phone: true, locale: true } } },
  });
  const phone = order?.user.phone ? messagingNumber(order.user.phone) : null;
  if (!order || !phone || phone !== message.from) {
    log.warn("cod_answer_from_another_phone", { messageId: message.id, orderId: reply.orderId });
    return true;
  }
  try {
    await answerConfirmation({ ...reply, via: "WHATSAPP", by: { kind: "proven" } });
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 409) throw error;
    await db().$transaction((tx) =>
      queueTextMessage(tx, {
        key: `reply:${message.id}`,
        channel: "WHATSAPP",
        recipient: phone,
        template: "confirmation_closed",
        locale: order.user.locale,
        values: {},
        notBefore: new Date(),
        userId: order.userId,
        orderId: reply.orderId,
      }),
    );
  }
  return true;
}
