/**
 * What customers send the store on WhatsApp: each message kept once (a webhook delivered twice
 * records it once), and a STOP — typed, in English or Hindi, or the "Stop updates" button of an
 * order update — turns the sender's WhatsApp updates off at once and is answered with a
 * confirmation in their language.
 */
import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { log } from "../log";
import { normalizePhone } from "../validation/account";
import { recordConsent } from "./consent";
import { queueTextMessage } from "./queue-message";
import { STOP_PAYLOAD } from "./whatsapp/template-messages";

/** Words that mean "stop sending me these", whole: "stop", "unsubscribe", "band karo", "बंद करो", "रोकें"… */
const STOP_WORDS = /^(stop( updates)?|unsubscribe|band( karo)?|बंद( करो| करें)?|रोको|रोकें|अपडेट बंद करें)$/i;

export interface CustomerMessage {
  /** The provider's id (a wamid). */
  id: string;
  /** 91 and ten digits; absent when the customer hides their number behind a username. */
  from?: string;
  kind: string;
  text?: string;
  payload?: string;
  contextId?: string;
  receivedAt: Date;
}

export const isStopRequest = ({ text, payload }: Pick<CustomerMessage, "text" | "payload">) =>
  payload === STOP_PAYLOAD || (text !== undefined && STOP_WORDS.test(text.trim().replace(/[.!।]+$/, "")));

/** Turns off the WhatsApp updates of the account with this phone, and queues the confirmation. */
async function stopUpdates(tx: Prisma.TransactionClient, message: CustomerMessage & { from: string }) {
  const user = await tx.user.findUnique({
    where: { phone: normalizePhone(message.from) },
    select: { id: true, locale: true },
  });
  if (!user) return;
  const changed = await recordConsent(tx, {
    userId: user.id,
    purpose: "WHATSAPP_UPDATES",
    granted: false,
    wording: message.text ?? message.payload ?? "",
    locale: user.locale,
    source: "whatsapp",
  });
  if (!changed) return;
  await queueTextMessage(tx, {
    key: `reply:${message.id}`,
    channel: "WHATSAPP",
    recipient: message.from,
    template: "updates_stopped",
    locale: user.locale,
    values: {},
    notBefore: new Date(),
    userId: user.id,
  });
}

/** Records the customer's message once, acting on a STOP. */
export async function receiveCustomerMessage(message: CustomerMessage): Promise<void> {
  await db().$transaction(async (tx) => {
    const created = await tx.inboundTextMessage.createMany({
      data: {
        id: message.id,
        channel: "WHATSAPP",
        sender: message.from ?? "",
        kind: message.kind,
        text: message.text,
        payload: message.payload,
        contextId: message.contextId,
        receivedAt: message.receivedAt,
      },
      skipDuplicates: true,
    });
    if (created.count === 0 || !message.from || !isStopRequest(message)) return;
    await stopUpdates(tx, { ...message, from: message.from });
    log.info("whatsapp_updates_stopped", { messageId: message.id });
  });
}
