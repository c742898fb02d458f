/**
 * The mail queue: pg-boss in the store's PostgreSQL (its own `pgboss` schema, created on first
 * use). A job is inserted in the transaction that queues its message, so a rolled-back change
 * sends nothing; pg-boss hands each job to one worker of one instance at a time and retries a
 * failed one with backoff, long enough to outlast an SMTP outage of hours.
 */
import "server-only";
import PgBoss from "pg-boss";
import { pgPool } from "../db";
import type { Prisma } from "../generated/prisma/client";

export const MAIL_QUEUE = "mail";
/** Reset links asked for: the account is looked up after the answer (lib/auth/reset-requests.ts). */
export const RESET_REQUEST_QUEUE = "password-reset-request";

/** 30 s, then doubling (with jitter): the 12th and last retry comes 1½ to 3 days after the first attempt. */
export const MAIL_RETRY = { retryLimit: 12, retryDelay: 30, retryBackoff: true } as const;

export interface MailJob {
  messageId: string;
}

/** Runs pg-boss's SQL on the given Prisma transaction, so its job commits or rolls back with it. */
export function inTransaction(tx: Prisma.TransactionClient) {
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values),
    }),
  };
}

const globalForQueue = globalThis as typeof globalThis & { mailQueue?: Promise<PgBoss> };

/** A pg-boss instance over the shared pool, started once (its schema and the queue created). */
export function mailQueue(): Promise<PgBoss> {
  globalForQueue.mailQueue ??= createMailQueue().catch((error: unknown) => {
    globalForQueue.mailQueue = undefined;
    throw error;
  });
  return globalForQueue.mailQueue;
}

/** A new instance; the server uses mailQueue(), tests start several to play several store instances. */
export async function createMailQueue(): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: async (text, values) => pgPool().query(text, values) },
    // No cron jobs here; the store's other sweeps run on timers (lib/jobs/background-jobs.ts).
    schedule: false,
  });
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...MAIL_RETRY });
  // The store's one pg-boss also carries the reset requests; their retries need no SMTP outage's patience.
  await boss.createQueue(RESET_REQUEST_QUEUE, { name: RESET_REQUEST_QUEUE, retryLimit: 3, retryDelay: 30 });
  return boss;
}
