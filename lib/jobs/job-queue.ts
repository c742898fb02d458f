/**
 * The store's durable job queue: pg-boss in the store's PostgreSQL (its own `pgboss` schema,
 * created on first use). A job is inserted in the transaction that causes it, so a rolled-back
 * change queues nothing; pg-boss hands each job to one worker of one instance at a time and retries
 * a failed one with backoff, long enough to outlast a provider's outage of hours.
 */
import "server-only";
import PgBoss from "pg-boss";
import { pgPool } from "../db";
import type { Prisma } from "../generated/prisma/client";

/** Each queue and its retries. 30 s, then doubling (with jitter): the 12th and last retry comes 1½ to 3 days after the first attempt. */
export const QUEUES = {
  /** E-mails (lib/mail/). */
  mail: { name: "mail", retryLimit: 12, retryDelay: 30, retryBackoff: true },
  /** Reset links asked for: the account is looked up after the answer (lib/auth/reset-requests.ts). */
  passwordResetRequest: { name: "password-reset-request", retryLimit: 3, retryDelay: 30 },
  /** WhatsApp messages and SMS (lib/messaging/). */
  textMessage: { name: "text-message", retryLimit: 12, retryDelay: 30, retryBackoff: true },
} as const satisfies Record<string, PgBoss.Queue>;

/** Runs pg-boss's SQL on the given Prisma transaction, so its job commits or rolls back with it. */
export function inTransaction(tx: Prisma.TransactionClient) {
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values),
    }),
  };
}

const globalForQueue = globalThis as typeof globalThis & { jobQueue?: Promise<PgBoss> };

/** A pg-boss instance over the shared pool, started once (its schema and the queues created). */
export function jobQueue(): Promise<PgBoss> {
  globalForQueue.jobQueue ??= createJobQueue().catch((error: unknown) => {
    globalForQueue.jobQueue = undefined;
    throw error;
  });
  return globalForQueue.jobQueue;
}

/** A new instance; the server uses jobQueue(), tests start several to play several store instances. */
export async function createJobQueue(): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: async (text, values) => pgPool().query(text, values) },
    // No cron jobs here; the store's other sweeps run on timers (lib/jobs/background-jobs.ts).
    schedule: false,
  });
  await boss.start();
  for (const queue of Object.values(QUEUES)) await boss.createQueue(queue.name, queue);
  return boss;
}
