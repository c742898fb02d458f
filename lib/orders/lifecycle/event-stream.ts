/**
 * The order event stream: `outbox_events`, written by the lifecycle in the transaction of each
 * change (./order-transaction.ts), read by its subscribers (lib/order-events.ts). Each subscriber
 * handles each event once: it runs in a transaction that also marks the event processed for it
 * (`outbox_deliveries`), so a crash, a retry or a second dispatcher never repeats its work, and
 * a failure is retried later without holding up its other events or the other subscribers.
 *
 * Each subscriber's sweep reads only the events above its cursor (`outbox_cursors`): every event
 * at or below it is processed for the subscriber, so the sweep's scan is the recent events and
 * the ones still owed, not the whole history. The cursor stops at the first event owed (one in
 * backoff holds it there), and passes an event only once it is older than any transaction that
 * writes events can run: an id taken by a transaction that has not yet committed is never skipped.
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
  /**
   * Runs in the transaction that marks the event processed; throwing rolls both back. Only
   * database work: a call to another service belongs to a worker that `afterCommit` wakes.
   */
  handle(tx: Prisma.TransactionClient, event: OrderEvent, eventId: bigint): Promise<void>;
  /** Runs once that transaction has committed, not awaited: wakes a worker that acts on the event. */
  afterCommit?(event: OrderEvent): void;
}

/** Events read per query; a sweep reads until none is left. */
const BATCH_SIZE = 100;
/** A failed delivery waits 30 s, then twice as long each time, at most an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/**
 * Far longer than a transaction that writes events may run (./order-transaction.ts times them out
 * after 15 s), with room for clocks that disagree: once an event is this old, every event with a
 * lower id has committed or rolled back.
 */
const SETTLED_AFTER_MS = 10 * 60_000;
/** A delivery is database work only; it waits for a connection as long as an order's change does. */
const DELIVERY_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

interface Sweep {
  /** Only these orders' events (a test's own orders). */
  orderIds?: readonly string[];
  /** The moment that decides which retries are due and which events are settled (a test's "later"). */
  now?: Date;
}

/** Delivers every event that is due to each subscriber; answers how many it delivered. */
export async function deliverPendingEvents(
  subscribers: readonly OrderEventSubscriber[],
  { orderIds, now = new Date() }: Sweep = {},
): Promise<number> {
  let delivered = 0;
  for (const subscriber of subscribers) {
    // Only events due now: a failed one comes back on a later sweep, once its delay has passed.
    const seen = new Set<bigint>();
    for (;;) {
      const due = (await dueEvents(subscriber, orderIds, now)).filter((event) => !seen.has(event.id));
      if (due.length === 0) break;
      for (const event of due) {
        seen.add(event.id);
        if (await deliver(subscriber, event)) delivered += 1;
      }
    }
    await advanceCursor(subscriber, now);
  }
  return delivered;
}

interface StoredEvent {
  id: bigint;
  payload: OrderEvent;
}

function dueEvents(
  { name, since }: OrderEventSubscriber,
  orderIds: readonly string[] | undefined,
  now: Date,
): Promise<StoredEvent[]> {
  return db().$queryRaw<StoredEvent[]>`
    SELECT e."id", e."payload" FROM "outbox_events" e
    LEFT JOIN "outbox_deliveries" d ON d."eventId" = e."id" AND d."subscriber" = ${name}
    WHERE e."id" > ${cursorOf(name)}
      AND e."createdAt" >= ${since}::timestamp
      ${orderIds ? Prisma.sql`AND e."orderId" = ANY(${orderIds})` : Prisma.empty}
      AND (d."eventId" IS NULL OR (d."processedAt" IS NULL AND d."retryAt" <= ${now}::timestamp))
    ORDER BY e."id"
    LIMIT ${BATCH_SIZE}`;
}

/** The subscriber's cursor: 0 before its first sweep. */
const cursorOf = (name: string) =>
  Prisma.sql`COALESCE((SELECT c."lastContiguousId" FROM "outbox_cursors" c WHERE c."subscriber" = ${name}), 0)`;

/**
 * Moves the cursor up to the event before the first one the subscriber still owes, but no further
 * than the newest settled event (older than SETTLED_AFTER_MS); never back.
 */
async function advanceCursor({ name, since }: OrderEventSubscriber, now: Date): Promise<void> {
  const settledBefore = new Date(now.getTime() - SETTLED_AFTER_MS);
  await db().$executeRaw`
    WITH "settled" AS (
      SELECT max(e."id") AS "id" FROM "outbox_events" e
      WHERE e."id" > ${cursorOf(name)} AND e."createdAt" < ${settledBefore}::timestamp
    ), "owed" AS (
      SELECT min(e."id") AS "id" FROM "outbox_events" e
      WHERE e."id" > ${cursorOf(name)} AND e."createdAt" >= ${since}::timestamp
        AND NOT EXISTS (
          SELECT 1 FROM "outbox_deliveries" d
          WHERE d."eventId" = e."id" AND d."subscriber" = ${name} AND d."processedAt" IS NOT NULL)
    )
    INSERT INTO "outbox_cursors" ("subscriber", "lastContiguousId")
    SELECT ${name}, LEAST("settled"."id", "owed"."id" - 1) FROM "settled", "owed"
    WHERE "settled"."id" IS NOT NULL
    ON CONFLICT ("subscriber") DO UPDATE
      SET "lastContiguousId" = GREATEST("outbox_cursors"."lastContiguousId", EXCLUDED."lastContiguousId")`;
}

/** Runs the subscriber on one event; false when another dispatcher had already done it. */
async function deliver(subscriber: OrderEventSubscriber, { id, payload }: StoredEvent): Promise<boolean> {
  let delivered: boolean;
  try {
    delivered = await db().$transaction(async (tx) => {
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
  if (delivered) subscriber.afterCommit?.(payload);
  return delivered;
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
