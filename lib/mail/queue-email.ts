/**
 * Queues an e-mail inside the caller's transaction: its row in `email_messages` and its pg-boss
 * job commit together with the change that caused them, or not at all.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { newRowId } from "../ids";
import { inTransaction, jobQueue, QUEUES } from "../jobs/job-queue";
import type { TemplateData, TemplateName } from "./compose";

/** A mail job names its message; the message's row holds the rest. */
export interface MailJob {
  messageId: string;
}

export interface QueuedEmail<Name extends TemplateName = TemplateName> {
  /** Names the cause and the recipient: queuing the same key twice queues one message. */
  key: string;
  recipient: string;
  subject: string;
  template: Name;
  data: TemplateData<Name>;
  /** The order it is about, for the admin's order page. */
  orderId?: string;
}

export async function queueEmail(tx: Prisma.TransactionClient, email: QueuedEmail): Promise<void> {
  // Raw SQL, its id made here: every order placement queues one (no query compiled each time).
  const { key, recipient, subject, template, data, orderId } = email;
  const now = new Date();
  const [message] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "email_messages" ("id", "key", "template", "data", "recipient", "subject", "orderId", "createdAt", "updatedAt")
    VALUES (${newRowId()}, ${key}, ${template}, ${JSON.stringify(data)}::jsonb, ${recipient}, ${subject}, ${orderId ?? null},
            ${now}::timestamp, ${now}::timestamp)
    ON CONFLICT ("key") DO NOTHING
    RETURNING "id"`;
  if (!message) return;
  const job: MailJob = { messageId: message.id };
  const boss = await jobQueue();
  await boss.send(QUEUES.mail.name, job, { db: inTransaction(tx) });
}
