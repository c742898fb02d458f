/**
 * The text-message worker, run by every store instance (lib/server-start.ts): takes jobs in batches
 * and delivers them one by one when the instance is not busy serving requests; pg-boss gives each
 * job to one worker and retries a passing failure with backoff (lib/jobs/job-queue.ts), and
 * deliverTextMessage's row lock makes a repeated job harmless.
 */
import "server-only";
import type PgBoss from "pg-boss";
import { jobQueue, QUEUES } from "../jobs/job-queue";
import { quietMoment } from "../jobs/quiet-moment";
import { deliverTextMessage } from "./deliver";
import type { TextMessageJob } from "./queue-message";

/** Jobs per poll: pg-boss waits its polling interval between fetches even when jobs remain. */
const BATCH_SIZE = 10;

export async function startTextMessageWorker(boss: PgBoss): Promise<void> {
  const queue = QUEUES.textMessage.name;
  const options = { includeMetadata: true, pollingIntervalSeconds: 1, batchSize: BATCH_SIZE } as const;
  await boss.work<TextMessageJob>(queue, options, async (jobs) => {
    for (const job of jobs) {
      await quietMoment();
      try {
        await deliverTextMessage(job.data.messageId, { lastAttempt: job.retryCount >= job.retryLimit });
      } catch (error) {
        // Failed on its own, for its own retry: the rest of the batch still goes.
        await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  });
}

export async function startConfiguredTextMessageWorker(): Promise<void> {
  await startTextMessageWorker(await jobQueue());
}
