import type PgBoss from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startMailCatcher } from "@/dev-tools/mail-catcher/server";
import { freePort } from "@/scripts/ports";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { caughtEmailsTo, deliverOrderEmails, deliverOrderEvents, eventually } from "@/test/support/mail";
import { placeTestOrder } from "@/test/support/orders";
import { db } from "../db";
import { runOrderTransaction } from "../orders/lifecycle/order-transaction";
import { transition } from "../orders/lifecycle/transition";
import { deliverEmail } from "./deliver";
import { createJobQueue, QUEUES } from "../jobs/job-queue";
import { createMailTransport, mailTransport, type MailTransport } from "./transport";
import { MAIL_BATCH_SIZE, startMailWorker } from "./worker";

const STORE_INBOX = "orders-inbox@ganitplay.test";
vi.stubEnv("ORDERS_NOTIFY_EMAIL", STORE_INBOX);

beforeAll(ensureTestPincodes);
afterAll(() => vi.unstubAllEnvs());

/** Store instances started by a test, each with its own pg-boss; stopped after it. */
const instances: PgBoss[] = [];
async function storeInstance() {
  const boss = await createJobQueue();
  instances.push(boss);
  return boss;
}
afterEach(async () => {
  await Promise.all(instances.splice(0).map((boss) => boss.stop({ graceful: true, wait: true })));
});

/** An order's messages, once its events have been delivered (queued) to the e-mail subscriber. */
async function messagesOf(orderId: string) {
  await deliverOrderEvents(orderId);
  return db().emailMessage.findMany({ where: { orderId }, orderBy: [{ createdAt: "asc" }, { recipient: "asc" }] });
}

const jobsFor = async (messageIds: string[]) =>
  db().$queryRaw<{ state: string; retry_count: number }[]>`
    SELECT state::text, retry_count FROM pgboss.job WHERE name = ${QUEUES.mail.name} AND data->>'messageId' = ANY(${messageIds})`;

/**
 * Other test files deliver their messages straight through deliverEmail; their jobs wait an hour
 * here, so this file's workers take only this test's jobs.
 */
const onlyTheseJobsDue = (messageIds: string[]) =>
  db().$executeRaw`
    UPDATE pgboss.job SET start_after = now() + interval '1 hour'
    WHERE name = ${QUEUES.mail.name} AND state < 'active' AND NOT (data->>'messageId' = ANY(${messageIds}))`;

describe("the mail outbox", () => {
  it("queues a new COD order's e-mails from its event and delivers them once over SMTP", async () => {
    const { order, customer } = await placeTestOrder();
    const queued = await messagesOf(order.id);
    expect(queued.map((message) => [message.recipient, message.state]).sort()).toEqual(
      [
        [customer.email, "PENDING"],
        [STORE_INBOX, "PENDING"],
      ].sort(),
    );
    // Each has its job in pg-boss, committed with the message.
    expect(await jobsFor(queued.map((message) => message.id))).toHaveLength(2);

    await deliverOrderEmails(order.id);
    await deliverOrderEmails(order.id);

    const [toCustomer, ...more] = await caughtEmailsTo(customer.email);
    expect(more).toEqual([]);
    expect(toCustomer?.subject).toBe(`Your GanitPlay order ${order.id.slice(-8).toUpperCase()} is confirmed`);
    expect(toCustomer?.from).toBe("orders@ganitplay.localhost");
    expect(
      (await caughtEmailsTo(STORE_INBOX)).filter((email) => email.subject.includes(order.id.slice(-8).toUpperCase())),
    ).toHaveLength(1);
    expect((await messagesOf(order.id)).map((message) => [message.state, message.attempts])).toEqual([
      ["SENT", 1],
      ["SENT", 1],
    ]);
  });

  it("queues nothing, and sends nothing, when the change is rolled back", async () => {
    const { order, customer, admin } = await placeTestOrder();
    await deliverOrderEmails(order.id);
    const before = await messagesOf(order.id);

    const attempt = runOrderTransaction(async (t) => {
      await transition(t, order.id, "PACKING", { actor: { kind: "admin", id: admin.id } });
      throw new Error("the change fails after its event was written");
    });
    await expect(attempt).rejects.toThrow("the change fails");

    // The rolled-back move left no event, so delivering the stream queues nothing for it.
    expect(await messagesOf(order.id)).toEqual(before);
    await deliverOrderEmails(order.id);
    const subjects = (await caughtEmailsTo(customer.email)).map((email) => email.subject);
    expect(subjects).toEqual([expect.stringMatching(/ is confirmed$/)]);
  });

  it("sends each message exactly once with two store instances working the queue at once", async () => {
    const orders = await Promise.all([placeTestOrder(), placeTestOrder(), placeTestOrder()]);
    const messageIds = (await Promise.all(orders.map(({ order }) => messagesOf(order.id)))).flat().map((m) => m.id);
    // A job repeated after its send was not recorded as done: the second one must send nothing.
    const first = await storeInstance();
    await first.send(QUEUES.mail.name, { messageId: messageIds[0] });

    const second = await storeInstance();
    await onlyTheseJobsDue(messageIds);
    await Promise.all([startMailWorker(first, mailTransport()!), startMailWorker(second, mailTransport()!)]);

    await eventually(async () => {
      const messages = await db().emailMessage.findMany({ where: { id: { in: messageIds } }, select: { state: true } });
      expect(messages.map((message) => message.state)).toEqual(messageIds.map(() => "SENT"));
      expect((await jobsFor(messageIds)).map((job) => job.state)).toEqual(
        [...messageIds, messageIds[0]].map(() => "completed"),
      );
    });
    for (const { customer } of orders) expect(await caughtEmailsTo(customer.email)).toHaveLength(1);
    const orderIds = orders.map(({ order }) => order.id.slice(-8).toUpperCase());
    const storeCopies = (await caughtEmailsTo(STORE_INBOX)).filter((email) =>
      orderIds.some((id) => email.subject.includes(id)),
    );
    expect(storeCopies).toHaveLength(3);
  }, 60_000);

  it("takes a backlog in one batch, and a message that fails there does not hold back the others", async () => {
    const orders = await Promise.all([placeTestOrder(), placeTestOrder(), placeTestOrder()]);
    const messages = (await Promise.all(orders.map(({ order }) => messagesOf(order.id)))).flat();
    const messageIds = messages.map((message) => message.id);
    const refusedRecipient = orders[1].customer.email;
    const sender = mailTransport()!;
    const refusingOne = {
      sendMail: async (mail: Parameters<MailTransport["sendMail"]>[0]) => {
        if (mail.to === refusedRecipient) throw new Error("550 mailbox unavailable");
        return sender.sendMail(mail);
      },
    };

    await onlyTheseJobsDue(messageIds);
    await startMailWorker(await storeInstance(), refusingOne);

    const refused = messages.find((message) => message.recipient === refusedRecipient)!;
    await eventually(async () => {
      const states = await db().emailMessage.findMany({
        where: { id: { in: messageIds } },
        select: { id: true, state: true, attempts: true },
      });
      expect(states.filter((message) => message.state === "SENT")).toHaveLength(messageIds.length - 1);
      expect(states.find((message) => message.id === refused.id)).toMatchObject({ state: "PENDING", attempts: 1 });
      expect(await jobsFor([refused.id])).toEqual([{ state: "retry", retry_count: 0 }]);
      const others = await jobsFor(messageIds.filter((id) => id !== refused.id));
      expect(others.map((job) => job.state)).toEqual(others.map(() => "completed"));
    });
    // Every job started in the same fetch, which stamps its batch with one time.
    const [batches] = await db().$queryRaw<{ fetches: number }[]>`
      SELECT count(DISTINCT started_on)::int AS fetches FROM pgboss.job
      WHERE name = ${QUEUES.mail.name} AND data->>'messageId' = ANY(${messageIds})`;
    expect(messageIds.length).toBeLessThanOrEqual(MAIL_BATCH_SIZE);
    expect(batches?.fetches).toBe(1);
    for (const { customer } of [orders[0], orders[2]]) expect(await caughtEmailsTo(customer.email)).toHaveLength(1);
    expect(await caughtEmailsTo(refusedRecipient)).toEqual([]);
  }, 60_000);

  it("keeps a message through an SMTP outage and sends it, once, when the server is back", async () => {
    const port = await freePort();
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
    const { order, customer } = await placeTestOrder();
    const [message] = (await messagesOf(order.id)).filter((m) => m.recipient === customer.email);

    // The mail server is down: the attempt fails, is recorded, and pg-boss schedules a retry later.
    const down = await storeInstance();
    // Only this message is due while the server is down, so no other test's message fails here.
    await db()
      .$executeRaw`UPDATE pgboss.job SET start_after = now() + interval '1 hour' WHERE data->>'messageId' <> ${message!.id} AND name = ${QUEUES.mail.name} AND state < 'active'`;
    await startMailWorker(down, transport);
    await eventually(async () => {
      expect(await jobsFor([message!.id])).toEqual([{ state: "retry", retry_count: 0 }]);
    });
    await down.stop({ graceful: true, wait: true });
    const failed = await db().emailMessage.findUniqueOrThrow({ where: { id: message!.id } });
    expect(failed).toMatchObject({ state: "PENDING", attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    const [retry] = await db().$queryRaw<{ waits: boolean }[]>`
      SELECT start_after > now() AS waits FROM pgboss.job WHERE data->>'messageId' = ${message!.id}`;
    expect(retry?.waits).toBe(true);
    expect(await caughtEmailsTo(customer.email)).toEqual([]);

    // The server comes back on the same address; the retry's time comes.
    const catcher = await startMailCatcher({ smtpPort: port });
    try {
      await db().$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE data->>'messageId' = ${message!.id}`;
      await startMailWorker(await storeInstance(), transport);
      await eventually(async () => {
        expect(await jobsFor([message!.id])).toEqual([{ state: "completed", retry_count: 1 }]);
      });
      expect(catcher.messages().map((email) => email.to)).toEqual([[customer.email]]);
      expect(await db().emailMessage.findUniqueOrThrow({ where: { id: message!.id } })).toMatchObject({
        state: "SENT",
        attempts: 2,
        lastError: null,
      });
      // A late repeat of the job finds it sent.
      expect(await deliverEmail(message!.id, transport)).toBe("already-sent");
      expect(catcher.messages()).toHaveLength(1);
    } finally {
      // Its pooled connection would hold the catcher open until the socket's timeout.
      transport.close();
      await catcher.close();
    }
  }, 60_000);
});
