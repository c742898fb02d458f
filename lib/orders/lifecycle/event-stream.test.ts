import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { deliverOrderEvents } from "@/test/support/mail";
import { placeTestOrder } from "@/test/support/orders";
import { db } from "../../db";
import { ORDER_EVENT_SUBSCRIBERS, ORDER_EVENT_RETENTION_DAYS } from "../../order-events";
import { deleteDeliveredEvents, deliverPendingEvents, type OrderEventSubscriber } from "./event-stream";
import { runOrderTransaction } from "./order-transaction";
import { transition } from "./transition";

beforeAll(ensureTestPincodes);

/** A packed COD order: its order.placed, order.confirmed and order.status_changed events. */
async function packedOrder() {
  const placed = await placeTestOrder();
  const admin = { kind: "admin", id: placed.admin.id } as const;
  await runOrderTransaction((t) => transition(t, placed.order.id, "PACKING", { actor: admin }));
  const events = await db().outboxEvent.findMany({ where: { orderId: placed.order.id }, orderBy: { id: "asc" } });
  return { ...placed, eventIds: events.map((event) => event.id) };
}

const deliveriesOf = (eventIds: bigint[], subscriber: string) =>
  db().outboxDelivery.findMany({ where: { eventId: { in: eventIds }, subscriber }, orderBy: { eventId: "asc" } });

/** A subscriber that records what it was handed, and fails while told to (on every event or on one). */
function testSubscriber(name: string) {
  const handled: bigint[] = [];
  const subscriber = {
    name,
    since: new Date(Date.now() - 60_000),
    failing: false as boolean | bigint,
    handled,
    handle: (_tx: unknown, _event: unknown, eventId: bigint) => {
      if (subscriber.failing === true || subscriber.failing === eventId) {
        return Promise.reject(new Error(`${name} is down`));
      }
      handled.push(eventId);
      return Promise.resolve();
    },
  } satisfies OrderEventSubscriber & Record<string, unknown>;
  return subscriber;
}

describe("the order event stream", () => {
  it("delivers each event of an order's moves to e-mail once, however many dispatchers run", async () => {
    const { order, customer, eventIds } = await packedOrder();
    expect(eventIds).toHaveLength(3);

    await Promise.all([deliverOrderEvents(order.id), deliverOrderEvents(order.id), deliverOrderEvents(order.id)]);
    await deliverOrderEvents(order.id);

    const toCustomer = await db().emailMessage.findMany({
      where: { orderId: order.id, recipient: customer.email },
      select: { data: true },
    });
    expect(toCustomer.map(({ data }) => (data as { message: string }).message).sort()).toEqual(["packed", "placed"]);
    const deliveries = await deliveriesOf(eventIds, "mail");
    expect(deliveries.map((row) => [row.attempts, row.processedAt !== null])).toEqual([
      [1, true],
      [1, true],
      [1, true],
    ]);
  });

  it("retries a failing subscriber later, without holding up or repeating the others", async () => {
    const { order, eventIds } = await packedOrder();
    const failing = testSubscriber("test.failing");
    const working = testSubscriber("test.working");
    failing.failing = true;

    await deliverPendingEvents([failing, working], { orderIds: [order.id] });
    await deliverPendingEvents([failing, working], { orderIds: [order.id] });
    expect(working.handled).toEqual(eventIds);
    // Not due again yet: each failed once and waits for its retry.
    expect((await deliveriesOf(eventIds, failing.name)).map((row) => [row.attempts, row.processedAt])).toEqual([
      [1, null],
      [1, null],
      [1, null],
    ]);
    expect((await deliveriesOf(eventIds, failing.name))[0]?.lastError).toBe("test.failing is down");

    // The outage is over and the retry is due.
    failing.failing = false;
    await db().outboxDelivery.updateMany({
      where: { eventId: { in: eventIds }, subscriber: failing.name },
      data: { retryAt: new Date(Date.now() - 1_000) },
    });
    await deliverPendingEvents([failing, working], { orderIds: [order.id] });
    expect(failing.handled).toEqual(eventIds);
    expect(working.handled).toEqual(eventIds);
    const retried = await deliveriesOf(eventIds, failing.name);
    expect(retried.map((row) => [row.attempts, row.processedAt !== null, row.lastError])).toEqual([
      [2, true, null],
      [2, true, null],
      [2, true, null],
    ]);
  });

  it("sweeps only above a subscriber's cursor, which passes what it processed and stays behind what it owes", async () => {
    const subscriber = testSubscriber("test.cursor");
    const first = await packedOrder();
    const second = await packedOrder();
    const owed = second.eventIds[0]!;
    subscriber.failing = owed;
    // An hour on: every event is settled, and each failed delivery is due again at every sweep.
    const later = { now: new Date(Date.now() + 60 * 60_000) };
    const cursor = async () =>
      (await db().outboxCursor.findUniqueOrThrow({ where: { subscriber: subscriber.name } })).lastContiguousId;

    // Every order's events (the other test files' too), as the server's sweep reads them.
    await deliverPendingEvents([subscriber], later);
    expect(subscriber.handled).toEqual(expect.arrayContaining([...first.eventIds, ...second.eventIds.slice(1)]));
    expect(subscriber.handled).not.toContain(owed);
    expect(await cursor()).toBeGreaterThanOrEqual(first.eventIds.at(-1)!);
    expect(await cursor()).toBeLessThan(owed);

    // Below the cursor the sweep no longer looks: with its deliveries gone, nothing is handed again.
    await db().outboxDelivery.deleteMany({ where: { eventId: { in: first.eventIds }, subscriber: subscriber.name } });
    subscriber.handled.length = 0;
    await deliverPendingEvents([subscriber], later);
    expect(subscriber.handled.filter((id) => first.eventIds.includes(id))).toEqual([]);
    expect(await cursor()).toBeLessThan(owed);

    // The owed event's retry succeeds: the cursor passes it.
    subscriber.failing = false;
    await deliverPendingEvents([subscriber], later);
    expect(subscriber.handled).toContain(owed);
    expect(await cursor()).toBeGreaterThanOrEqual(second.eventIds.at(-1)!);
  });

  it("deletes old events once every subscriber has processed them, and keeps what one still owes", async () => {
    const processed = await packedOrder();
    const owed = await packedOrder();
    await deliverOrderEvents(processed.order.id, owed.order.id);
    const old = new Date(Date.now() - (ORDER_EVENT_RETENTION_DAYS + 1) * 24 * 60 * 60_000);
    const recent = await packedOrder();
    await deliverOrderEvents(recent.order.id);
    await db().outboxEvent.updateMany({
      where: { orderId: { in: [processed.order.id, owed.order.id] } },
      data: { createdAt: old },
    });
    // A second subscriber, which has processed the first order's events but not the second's.
    const lagging = { name: "test.lagging", since: new Date(old.getTime() - 1_000), handle: () => Promise.resolve() };
    await db().outboxDelivery.createMany({
      data: processed.eventIds.map((eventId) => ({ eventId, subscriber: lagging.name, processedAt: new Date() })),
    });

    await deleteDeliveredEvents([...ORDER_EVENT_SUBSCRIBERS, lagging], ORDER_EVENT_RETENTION_DAYS);

    const left = async (orderId: string) => db().outboxEvent.count({ where: { orderId } });
    expect(await left(processed.order.id)).toBe(0);
    expect(await left(owed.order.id)).toBe(3);
    expect(await left(recent.order.id)).toBe(3);
    expect(await db().outboxDelivery.count({ where: { eventId: { in: processed.eventIds } } })).toBe(0);
  });
});
