/**
 * SMS in place of a WhatsApp message that could not be delivered (a number not on WhatsApp, a
 * template refused, every retry spent): the same template, words and language, once. The
 * customer's WhatsApp consent covers it, as its wording says (lib/messaging/consent.ts). A
 * template without an SMS (an operator's alert) has none.
 */
import "server-only";
import { env } from "../env";
import type { Prisma, TextMessage } from "../generated/prisma/client";
import { queueTextMessage } from "./queue-message";
import { hasSms, isReply, type TemplateName } from "./templates/catalogue";
import type { TemplateValues } from "./templates/render";

type Failed = Pick<
  TextMessage,
  "id" | "key" | "channel" | "recipient" | "template" | "locale" | "parameters" | "userId" | "orderId"
>;

/** Queues the SMS standing in for `failed`, a WhatsApp message; nothing when SMS is off. */
export async function fallBackToSms(tx: Prisma.TransactionClient, failed: Failed): Promise<void> {
  if (failed.channel !== "WHATSAPP" || isReply(failed.template) || !env().messaging.sms) return;
  const template = failed.template as TemplateName;
  if (!hasSms(template)) return;
  await queueTextMessage(tx, {
    key: `${failed.key}:sms`,
    channel: "SMS",
    recipient: failed.recipient,
    template,
    locale: failed.locale,
    values: failed.parameters as TemplateValues,
    // It has waited for its time already.
    notBefore: new Date(),
    userId: failed.userId ?? undefined,
    orderId: failed.orderId ?? undefined,
    fallbackForId: failed.id,
  });
}
