import { beforeAll, describe, expect, it } from "vitest";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../../db";
import { onWakeUp } from "../../jobs/wake-up";
import { deliverPendingEvents } from "../../orders/lifecycle/event-stream";
import { runOrderTransaction } from "../../orders/lifecycle/order-transaction";
import { queueRefundOfPayment } from "../../orders/lifecycle/refund-queue";
import { transition } from "../../orders/lifecycle/transition";
import { refundsOnCancel } from "./refund-subscriber";
import { followRefund, retryDelayMs, sendDueRefunds } from "./refunds";
import { startPhonePePayment } from "./start-payment";
import { verifyPhonePePayment } from "./verification";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const PRICE = 120_000;
/** Far enough ahead that every backoff has passed. */
const later = () => new Date(Date.now() + 2 * 60 * 60_000);

/** A ₹1,200 PhonePe order; paid through the simulator unless told otherwise. */
async function phonePeOrder({ pay = true, collect }: { pay?: boolean; collect?: number } = {}) {
  const { user } = await createUser();
  const { user: admin } = await createUser({ role: "ADMIN" });
  const product = await createProduct({ price: "1200.00", stockQuantity: 5 });
  const { order } = await startPhonePePayment(user.id, {
    items: [{ productId: product.id, quantity: 1 }],
    address: deliveryAddress(TEST_PINCODES.sameState.pincode),
  });
  const merchantOrderId = order.phonePeOrderId!;
  if (collect) simulator().collectAmount(merchantOrderId, collect);
  if (pay) {
    await simulator().complete(merchantOrderId, "success", "upi");
    await verifyPhonePePayment({ id: user.id, role: "CUSTOMER" }, order.id, merchantOrderId);
  }
  return { user, admin, order, merchantOrderId };
}

/** Cancels in a transaction of its own and stops there, as a server that dies right after would. */
const cancelAndCrash = (orderId: string, adminId: string) =>
  runOrderTransaction((transaction) =>
    transition(transaction, orderId, "CANCELLED", { actor: { kind: "admin", id: adminId } }),
  );

const refundsOf = (orderId: string) => db().refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
const eventsOf = async (orderId: string) =>
  (await db().outboxEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } })).map((event) => event.type);
const atPhonePe = (merchantRefundId: string) => simulator().refunds.get(merchantRefundId);

describe("refunds queued with the change that owes them", () => {
  it("a cancellation queues its refund in the same transaction, so a crash before the call loses nothing", async () => {
    const { admin, order } = await phonePeOrder();
    await cancelAndCrash(order.id, admin.id);

    const [queued] = await refundsOf(order.id);
    expect(queued).toMatchObject({ state: "QUEUED", attempts: 0 });
    expect(atPhonePe(queued!.merchantRefundId)).toBeUndefined();

    // The job picks it up after the restart.
    expect(await sendDueRefunds({ now: later(), orderIds: [order.id] })).toBe(1);
    const [sent] = await refundsOf(order.id);
    expect(sent).toMatchObject({ state: "PENDING", merchantRefundId: queued!.merchantRefundId });
    expect(atPhonePe(sent!.merchantRefundId)).toMatchObject({ amount: PRICE });
    expect(await eventsOf(order.id)).toEqual(["order.placed", "order.paid", "order.cancelled", "order.refund_started"]);
  });

  it("the cancellation's delivery to the refund subscriber calls no one; it wakes the worker, which sends the refund", async () => {
    const { admin, order } = await phonePeOrder();
    await cancelAndCrash(order.id, admin.id);
    let woken = 0;
    onWakeUp("refunds", () => (woken += 1));

    expect(await deliverPendingEvents([refundsOnCancel], { orderIds: [order.id] })).toBe(3);
    const [queued] = await refundsOf(order.id);
    expect(queued).toMatchObject({ state: "QUEUED", attempts: 0 });
    expect(atPhonePe(queued!.merchantRefundId)).toBeUndefined();
    expect(woken).toBe(1);

    // The worker, woken after the delivery committed.
    await sendDueRefunds({ orderIds: [order.id] });
    expect((await refundsOf(order.id))[0]).toMatchObject({
      state: "PENDING",
      merchantRefundId: queued!.merchantRefundId,
    });
    expect(atPhonePe(queued!.merchantRefundId)).toMatchObject({ amount: PRICE });
  });

  it("a transaction that rolls back after queueing leaves no refund behind", async () => {
    const { admin, order } = await phonePeOrder();
    await expect(
      runOrderTransaction(async (transaction) => {
        await transition(transaction, order.id, "CANCELLED", { actor: { kind: "admin", id: admin.id } });
        throw new Error("power cut");
      }),
    ).rejects.toThrow("power cut");
    expect(await refundsOf(order.id)).toEqual([]);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("ORDER_PLACED");
  });

  it("one payment can never be refunded twice: queueing again is a no-op, and the database refuses a second open refund", async () => {
    const { admin, order } = await phonePeOrder();
    await cancelAndCrash(order.id, admin.id);
    const again = await runOrderTransaction((transaction) => queueRefundOfPayment(transaction, order.id));
    expect(again).toBeNull();

    const [refund] = await refundsOf(order.id);
    await expect(
      db().refund.create({
        data: {
          orderId: order.id,
          paymentAttemptId: refund!.paymentAttemptId,
          merchantRefundId: `GPR_forged_${Date.now()}`,
          amount: "1200.00",
        },
      }),
    ).rejects.toThrow();
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it("two instances following one refund at once send it once", async () => {
    const { admin, order } = await phonePeOrder();
    await cancelAndCrash(order.id, admin.id);
    const [refund] = await refundsOf(order.id);
    const before = simulator().refunds.size;

    await Promise.all([
      followRefund(refund!.id),
      followRefund(refund!.id),
      sendDueRefunds({ now: later(), orderIds: [order.id] }),
    ]);
    expect(simulator().refunds.size).toBe(before + 1);
    expect(atPhonePe(refund!.merchantRefundId)).toBeDefined();
    expect((await eventsOf(order.id)).filter((type) => type === "order.refund_started")).toHaveLength(1);
  });
});

describe("refunds whose call to PhonePe goes wrong", () => {
  it("an answer lost on the way back leaves the refund queued; the retry finds it at PhonePe under the same id and sends nothing new", async () => {
    const { admin, order } = await phonePeOrder();
    await cancelAndCrash(order.id, admin.id);
    const [refund] = await refundsOf(order.id);
    simulator().failNextRefunds("lose-answer");

    expect(await followRefund(refund!.id)).toBe("QUEUED");
    const waiting = (await refundsOf(order.id))[0]!;
    expect(waiting).toMatchObject({ state: "QUEUED", attempts: 1, lastError: "NETWORK_ERROR", claimedUntil: null });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(0) - 5_000);
    // PhonePe did receive it.
    expect(atPhonePe(refund!.merchantRefundId)).toBeDefined();
    const before = simulator().refunds.size;

    // Not due yet: the job leaves it alone.
    await sendDueRefunds({ orderIds: [order.id] });
    expect((await refundsOf(order.id))[0]!.attempts).toBe(1);

    await sendDueRefunds({ now: later(), orderIds: [order.id] });
    const [settled] = await refundsOf(order.id);
    expect(settled).toMatchObject({ merchantRefundId: refund!.merchantRefundId, state: "COMPLETED" });
    expect(simulator().refunds.size).toBe(before);
    expect(await eventsOf(order.id)).toEqual([
      "order.placed",
      "order.paid",
      "order.cancelled",
      "order.refund_started",
      "order.refund_completed",
    ]);
  });

  it("PhonePe down: the refund waits and is sent later under the same id", async () => {
    const { admin, order } = await phonePeOrder();
    await cancelAndCrash(order.id, admin.id);
    const [refund] = await refundsOf(order.id);
    simulator().failNextRefunds("unavailable", "unavailable");

    expect(await followRefund(refund!.id)).toBe("QUEUED");
    await sendDueRefunds({ now: later(), orderIds: [order.id] });
    expect((await refundsOf(order.id))[0]).toMatchObject({ state: "QUEUED", attempts: 2 });
    expect(atPhonePe(refund!.merchantRefundId)).toBeUndefined();

    await sendDueRefunds({ now: new Date(Date.now() + 24 * 60 * 60_000), orderIds: [order.id] });
    expect((await refundsOf(order.id))[0]).toMatchObject({
      state: "PENDING",
      merchantRefundId: refund!.merchantRefundId,
    });
    expect(atPhonePe(refund!.merchantRefundId)).toMatchObject({ amount: PRICE });
  });
});

describe("money that is not the order's", () => {
  it("a completed payment of the wrong amount fails the order and queues the sum collected to go back", async () => {
    const collected = 100_000;
    const { order, merchantOrderId } = await phonePeOrder({ collect: collected });

    const placed = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(placed).toMatchObject({ status: "PAYMENT_FAILED", paid: false });
    const attempt = await db().paymentAttempt.findUniqueOrThrow({ where: { merchantOrderId } });
    expect(attempt).toMatchObject({ state: "COMPLETED", errorCode: "AMOUNT_MISMATCH" });
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({ state: "QUEUED", paymentAttemptId: attempt.id });
    expect(Number(refund!.amount)).toBe(1000);

    await sendDueRefunds({ now: later(), orderIds: [order.id] });
    expect(atPhonePe(refund!.merchantRefundId)).toMatchObject({ amount: collected });
    // A repeated verify (or a duplicate webhook) records nothing more.
    const { user } = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { user: true } });
    await verifyPhonePePayment({ id: user.id, role: "CUSTOMER" }, order.id, merchantOrderId);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });
});
