/**
 * The mail worker, run by every store instance (lib/server-start.ts): takes mail jobs from the
 * queue in batches and delivers them one by one, each when the instance is not busy serving
 * requests; pg-boss gives each job to one worker, retries failures with backoff, and
 * deliverEmail's row lock makes a repeated job harmless.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { quietMoment } from "../jobs/quiet-moment";
import { log } from "../log";
import { deliverEmail } from "./deliver";
import { jobQueue, QUEUES } from "../jobs/job-queue";
import type { MailJob } from "./queue-email";
import { mailTransport, type MailTransport } from "./transport";

/**
 * Jobs taken per poll. pg-boss waits its polling interval between fetches even when jobs remain,
 * so one job per poll would cap an instance at one e-mail a second. Ten, each bounded by the send
 * transaction's 60 s, finish well within a job's 15 minutes of activity even when SMTP hangs.
 */
export const MAIL_BATCH_SIZE = 10;

export async function startMailWorker(boss: PgBoss, transport: MailTransport): Promise<void> {
  const options = { includeMetadata: true, pollingIntervalSeconds: 1, batchSize: MAIL_BATCH_SIZE } as const;
  await boss.work<MailJob>(QUEUES.mail.name, options, async (jobs) => {
    for (const job of jobs) {
      await quietMoment();
      try {
        await deliverEmail(job.data.messageId, transport, { lastAttempt: job.retryCount >= job.retryLimit });
      } catch (error) {
        // Failed on its own, for its own retry: the rest of the batch is still sent, and pg-boss
        // completes only the jobs left active when this handler returns.
        await boss.fail(QUEUES.mail.name, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  });
}

/**
 * The server's worker over SMTP_URL. The queue is started either way, so the first order need
 * not create its schema; without SMTP_URL the messages wait there until it is set.
 */
export async function startConfiguredMailWorker(): Promise<void> {
  const boss = await jobQueue();
  const transport = mailTransport();
  if (!transport) {
    log.warn("mail_not_configured", { message: "SMTP_URL is not set: e-mails are queued but not sent" });
    return;
  }
  await startMailWorker(boss, transport);
}
