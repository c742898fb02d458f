/**
 * The order event stream: `outbox_events`, written by the lifecycle in the transaction of each
 * change (./order-transaction.ts), read by its subscribers (lib/order-events.ts). Each subscriber
 * handles each event once: it runs in a transaction that also marks the event processed for it
 * (`outbox_deliveries`), so a crash, a retry or a second dispatcher never repeats its work, and
 * a failure is retried later without holding up its other events or the other subscribers.
 */
import "server-only";
import { db } from "../../db";
import { Prisma } from "../../generated/prisma/client";
import { log } from "../../log";
import type { OrderEvent } from "./events";

export interface OrderEventSubscriber {
  /** Stored with each delivery: never rename one that has run. */
  readonly name: string;
  /** Its first events: one added later never acts on the orders of months past. */
  readonly since: Date;
  /** Runs in the transaction that marks the event processed; throwing rolls both back. */
  handle(tx: Prisma.TransactionClient, event: OrderEvent, eventId: bigint): Promise<void>;
}

/** Events read per query; a sweep reads until none is left. */
const BATCH_SIZE = 100;
/** A failed delivery waits 30 s, then twice as long each time, at most an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** A subscriber may call out (PhonePe's refund API, at its timeouts) inside its delivery. */
const DELIVERY_TRANSACTION = { maxWait: 15_000, timeout: 60_000 };

/**
 * Delivers every event that is due to each subscriber, or only those of `orderIds` (a test's own
 * orders); answers how many it delivered.
 */
export async function deliverPendingEvents(
  subscribers: readonly OrderEventSubscriber[],
  orderIds?: readonly string[],
): Promise<number> {
  let delivered = 0;
  for (const subscriber of subscribers) {
    // Only events due now: a failed one comes back on a later sweep, once its delay has passed.
    const seen = new Set<bigint>();
    for (;;) {
      const due = (await dueEvents(subscriber, orderIds)).filter((event) => !seen.has(event.id));
      if (due.length === 0) break;
      for (const event of due) {
        seen.add(event.id);
        if (await deliver(subscriber, event)) delivered += 1;
      }
    }
  }
  return delivered;
}

interface StoredEvent {
  id: bigint;
  payload: OrderEvent;
}

function dueEvents({ name, since }: OrderEventSubscriber, orderIds?: readonly string[]): Promise<StoredEvent[]> {
  return db().$queryRaw<StoredEvent[]>`
    SELECT e."id", e."payload" FROM "outbox_events" e
    LEFT JOIN "outbox_deliveries" d ON d."eventId" = e."id" AND d."subscriber" = ${name}
    WHERE e."createdAt" >= ${since}::timestamp
      ${orderIds ? Prisma.sql`AND e."orderId" = ANY(${orderIds})` : Prisma.empty}
      AND (d."eventId" IS NULL OR (d."processedAt" IS NULL AND d."retryAt" <= ${new Date()}::timestamp))
    ORDER BY e."id"
    LIMIT ${BATCH_SIZE}`;
}

/** Runs the subscriber on one event; false when another dispatcher had already done it. */
async function deliver(subscriber: OrderEventSubscriber, { id, payload }: StoredEvent): Promise<boolean> {
  try {
    return await db().$transaction(async (tx) => {
      // The claim: a second dispatcher waits here for the first one's commit, then finds it done.
      const claimed = await tx.$queryRaw<unknown[]>`
        INSERT INTO "outbox_deliveries" ("eventId", "subscriber", "processedAt", "attempts")
        VALUES (${id}, ${subscriber.name}, ${new Date()}::timestamp, 1)
        ON CONFLICT ("eventId", "subscriber") DO UPDATE
          SET "processedAt" = EXCLUDED."processedAt", "attempts" = "outbox_deliveries"."attempts" + 1, "lastError" = NULL
          WHERE "outbox_deliveries"."processedAt" IS NULL
        RETURNING 1`;
      if (claimed.length === 0) return false;
      await subscriber.handle(tx, payload, id);
      return true;
    }, DELIVERY_TRANSACTION);
  } catch (error) {
    await recordFailure(subscriber.name, id, error);
    return false;
  }
}

async function recordFailure(subscriber: string, eventId: bigint, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const now = new Date();
  const [{ attempts, retryAt }] = await db().$queryRaw<[{ attempts: number; retryAt: Date }]>`
    INSERT INTO "outbox_deliveries" ("eventId", "subscriber", "attempts", "lastError", "retryAt")
    VALUES (${eventId}, ${subscriber}, 1, ${message}, ${new Date(now.getTime() + FIRST_RETRY_MS)}::timestamp)
    ON CONFLICT ("eventId", "subscriber") DO UPDATE
      SET "attempts" = "outbox_deliveries"."attempts" + 1, "lastError" = ${message},
          "retryAt" = ${now}::timestamp + make_interval(secs => LEAST(
            ${FIRST_RETRY_MS / 1000} * power(2, "outbox_deliveries"."attempts"), ${LONGEST_RETRY_MS / 1000}))
    RETURNING "attempts", "retryAt"`;
  log.error("order_event_delivery_failed", { subscriber, eventId: String(eventId), attempts, retryAt, error });
}

/**
 * Deletes the events older than `olderThanDays` that every one of `subscribers` has processed
 * (or that came before its `since`); an event a subscriber still owes is kept however old.
 * Answers how many it deleted.
 */
export function deleteDeliveredEvents(
  subscribers: readonly OrderEventSubscriber[],
  olderThanDays: number,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanDays * 24 * 60 * 60_000);
  return db().$executeRaw`
    DELETE FROM "outbox_events" e
    WHERE e."createdAt" < ${cutoff}::timestamp
      AND NOT EXISTS (
        SELECT 1 FROM unnest(${subscribers.map((s) => s.name)}::text[], ${subscribers.map((s) => s.since.toISOString())}::timestamp[])
          AS s("name", "since")
        WHERE e."createdAt" >= s."since" AND NOT EXISTS (
          SELECT 1 FROM "outbox_deliveries" d
          WHERE d."eventId" = e."id" AND d."subscriber" = s."name" AND d."processedAt" IS NOT NULL))`;
}
