/**
 * A database transaction that changes orders. The lifecycle's functions record their events and
 * stock movements on it; once the transaction has committed, the events are logged and the
 * storefront's cached stock is expired. A transaction that fails leaves neither behind.
 */
import "server-only";
import { productsChanged } from "../../catalog/product-reads";
import { db } from "../../db";
import type { Prisma } from "../../generated/prisma/client";
import { log } from "../../log";
import { queueOrderEmails } from "../../mail/orders/queue-order-emails";
import type { OrderEvent } from "./events";

export interface OrderTransaction {
  readonly tx: Prisma.TransactionClient;
  /** Events written to the outbox by this transaction, in order. */
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
  return result;
}

/**
 * Writes `event` to the outbox within the transaction, with the e-mails it sends; `customerEmail`
 * (the order's delivery address e-mail) when the caller holds it, else it is read from the order.
 */
export async function emit(transaction: OrderTransaction, event: OrderEvent, customerEmail?: string): Promise<void> {
  // Raw SQL: every placement writes one (Prisma's model query would be compiled each time).
  const [{ id }] = await transaction.tx.$queryRaw<[{ id: bigint }]>`
    INSERT INTO "outbox_events" ("orderId", "type", "payload")
    VALUES (${event.orderId}, ${event.type}, ${JSON.stringify(event)}::jsonb)
    RETURNING "id"`;
  await queueOrderEmails(transaction.tx, event, id, customerEmail);
  transaction.events.push(event);
}
