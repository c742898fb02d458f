/**
 * PostgreSQL advisory locks for the background jobs, so that however many store instances run a
 * job on their timers, one run at a time does the work. A session lock on a connection of its own:
 * should the instance die mid-run, its connection closes and the lock goes with it.
 */
import "server-only";
import { pgPool } from "../db";

/** The first half of every lock key: the store's locks never collide with another program's. */
const STORE_LOCK_SPACE = 0x6761_6e69; // "gani"

/** One fixed key per job; never reuse a number for another job. */
export const JOB_LOCKS = {
  configuredAdmin: 1,
  paymentSweep: 2,
  idempotencyPurge: 3,
  orderEvents: 4,
  orderEventRetention: 5,
  returnPhotoSweep: 6,
  stockAlertSweep: 7,
  // 8: the courier token's login, now one at a time per process (lib/shipping/shiprocket/token.ts).
  shipmentTracking: 9,
  deliveryInstructions: 10,
  codConfirmations: 11,
  giftCardExpiry: 12,
  telemetryRetention: 13,
  dailySummary: 14,
} as const;

export type JobLock = keyof typeof JOB_LOCKS;

export type ExclusiveRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` while holding the job's lock. By default an instance that finds the lock taken skips
 * this run (another instance is doing the same work); with `wait` it waits for the lock instead.
 */
export async function runExclusively<T>(
  job: JobLock,
  work: () => Promise<T>,
  { wait = false }: { wait?: boolean } = {},
): Promise<ExclusiveRun<T>> {
  const key = [STORE_LOCK_SPACE, JOB_LOCKS[job]];
  const connection = await pgPool().connect();
  try {
    if (wait) {
      await connection.query("SELECT pg_advisory_lock($1, $2)", key);
    } else {
      const { rows } = await connection.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_lock($1, $2) AS locked",
        key,
      );
      if (!rows[0]?.locked) return { ran: false };
    }
    try {
      return { ran: true, result: await work() };
    } finally {
      await connection.query("SELECT pg_advisory_unlock($1, $2)", key);
    }
  } finally {
    connection.release();
  }
}
