/**
 * A database transaction that changes orders. The lifecycle's functions record their events and
 * stock movements on it; once the transaction has committed, the events are logged, the event
 * stream's dispatcher is woken (lib/jobs/wake-up.ts) and the storefront's cached stock is expired.
 * A transaction that fails leaves none of it behind.
 */
import "server-only";
import { productsChanged } from "../../catalog/product-reads";
import { db } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import { wakeUp } from "../../jobs/wake-up";
import { log } from "../../log";
import type { OrderEvent } from "./events";

export interface OrderTransaction {
  readonly tx: Prisma.TransactionClient;
  /** Events written to the event stream by this transaction, in order. */
  readonly events: OrderEvent[];
  /** The products whose stock this transaction took or gave back. */
  readonly stockMoved: Set<string>;
}

/** Many shoppers may queue for the same rows; wait for them rather than fail. */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

export async function runOrderTransaction<T>(work: (order: OrderTransaction) => Promise<T>): Promise<T> {
  let committed: OrderTransaction | undefined;
  const result = await db().$transaction(async (tx) => {
    const transaction: OrderTransaction = { tx, events: [], stockMoved: new Set() };
    const value = await work(transaction);
    committed = transaction;
    return value;
  }, TRANSACTION_OPTIONS);
  // The stock badges of these products' pages and of the shop's lists must show it at once.
  if (committed?.stockMoved.size) productsChanged(committed.stockMoved);
  for (const event of committed?.events ?? []) log.info(event.type, { ...event });
  if (committed?.events.length) wakeUp("orderEvents");
  return result;
}

/**
 * Writes `event` to the event stream (`outbox_events`) within the transaction: its subscribers
 * (e-mails, …; lib/order-events.ts) act on it once it has committed.
 */
export async function emit(transaction: OrderTransaction, event: OrderEvent): Promise<void> {
  // Raw SQL: every placement writes one (Prisma's model query would be compiled each time).
  await transaction.tx.$executeRaw`
    INSERT INTO "outbox_events" ("orderId", "type", "payload", "createdAt")
    VALUES (${event.orderId}, ${event.type}, ${JSON.stringify(event)}::jsonb, ${new Date()}::timestamp)`;
  transaction.events.push(event);
}
