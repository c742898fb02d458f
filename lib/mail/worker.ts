/**
 * The mail worker, run by every store instance (lib/server-start.ts): takes mail jobs from the
 * queue one at a time and delivers them; pg-boss gives each job to one worker, retries failures
 * with backoff, and deliverEmail's row lock makes a repeated job harmless.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { log } from "../log";
import { deliverEmail } from "./deliver";
import { MAIL_QUEUE, mailQueue, type MailJob } from "./queue";
import { mailTransport, type MailTransport } from "./transport";

export async function startMailWorker(boss: PgBoss, transport: MailTransport): Promise<void> {
  await boss.work<MailJob>(MAIL_QUEUE, { includeMetadata: true, pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) {
      await deliverEmail(job.data.messageId, transport, { lastAttempt: job.retryCount >= job.retryLimit });
    }
  });
}

/**
 * The server's worker over SMTP_URL. The queue is started either way, so the first order need
 * not create its schema; without SMTP_URL the messages wait there until it is set.
 */
export async function startConfiguredMailWorker(): Promise<void> {
  const boss = await mailQueue();
  const transport = mailTransport();
  if (!transport) {
    log.warn("mail_not_configured", { message: "SMTP_URL is not set: e-mails are queued but not sent" });
    return;
  }
  await startMailWorker(boss, transport);
}
