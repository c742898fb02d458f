/**
 * Queues a WhatsApp message or SMS inside the caller's transaction: its row in `text_messages` and
 * its pg-boss job commit with the change that caused them, or not at all. The job waits for the
 * message's sending time (./daytime.ts).
 */
import "server-only";
import type { MessageChannel, Prisma } from "../generated/prisma/client";
import type { Locale } from "../i18n/locales";
import { newRowId } from "../ids";
import { inTransaction, jobQueue, QUEUES } from "../jobs/job-queue";
import type { MessageName } from "./templates/catalogue";
import type { TemplateValues } from "./templates/render";

/** A text-message job names its message; the message's row holds the rest. */
export interface TextMessageJob {
  messageId: string;
}

export interface QueuedTextMessage {
  /** Names the cause and the channel: queuing the same key twice queues one message. */
  key: string;
  channel: MessageChannel;
  /** 91 and ten digits (./phone.ts). */
  recipient: string;
  template: MessageName;
  locale: Locale;
  values: TemplateValues;
  notBefore: Date;
  userId?: string;
  orderId?: string;
  /** The WhatsApp message an SMS stands in for. */
  fallbackForId?: string;
}

/** Queues the message unless its key is queued already; answers its id when it was queued now. */
export async function queueTextMessage(
  tx: Prisma.TransactionClient,
  message: QueuedTextMessage,
): Promise<string | null> {
  const { key, channel, recipient, template, locale, values, notBefore, userId, orderId, fallbackForId } = message;
  const now = new Date();
  // Raw SQL takes the enum's database spelling (messaging.prisma maps WHATSAPP to whatsapp).
  const dbChannel = channel.toLowerCase();
  const [queued] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "text_messages" ("id", "key", "channel", "recipient", "template", "locale", "parameters", "notBefore",
                                 "userId", "orderId", "fallbackForId", "createdAt", "updatedAt")
    VALUES (${newRowId()}, ${key}, ${dbChannel}::"MessageChannel", ${recipient}, ${template}, ${locale}::"StoreLocale",
            ${JSON.stringify(values)}::jsonb, ${notBefore}::timestamp, ${userId ?? null}, ${orderId ?? null},
            ${fallbackForId ?? null}, ${now}::timestamp, ${now}::timestamp)
    ON CONFLICT DO NOTHING
    RETURNING "id"`;
  if (!queued) return null;
  const job: TextMessageJob = { messageId: queued.id };
  const boss = await jobQueue();
  await boss.send(QUEUES.textMessage.name, job, { db: inTransaction(tx), startAfter: notBefore });
  return queued.id;
}
