/**
 * Queues an e-mail inside the caller's transaction: its row in `email_messages` and its pg-boss
 * job commit together with the change that caused them, or not at all.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { MAIL_QUEUE, inTransaction, mailQueue, type MailJob } from "./queue";
import type { TemplateData, TemplateName } from "./compose";

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
  const created = await tx.emailMessage.createManyAndReturn({
    data: email,
    skipDuplicates: true,
    select: { id: true },
  });
  const [message] = created;
  if (!message) return;
  const job: MailJob = { messageId: message.id };
  const boss = await mailQueue();
  await boss.send(MAIL_QUEUE, job, { db: inTransaction(tx) });
}
