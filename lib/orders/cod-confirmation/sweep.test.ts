import { beforeAll, describe, expect, it } from "vitest";
import { stateOf, unconfirmedOrder } from "@/test/support/cod-confirmation";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { deliverOrderEvents } from "@/test/support/mail";
import { db } from "../../db";
import { runCodConfirmationSweep } from "../../jobs/background-jobs";
import { runOrderTransaction } from "../lifecycle/order-transaction";
import { transition } from "../lifecycle/transition";
import { answerConfirmation } from "./answer";
import { sweepCodConfirmations } from "./sweep";

beforeAll(ensureTestPincodes);

const HOUR = 60 * 60 * 1000;

describe("the confirmation sweep", () => {
  /** Moves an order's reminder and expiry to `hoursAgo` hours before now. */
  const backdate = (orderId: string, { remind, expire }: { remind: number; expire?: number }) =>
    db().codConfirmation.update({
      where: { orderId },
      data: {
        remindAt: new Date(Date.now() - remind * HOUR),
        ...(expire !== undefined && { expiresAt: new Date(Date.now() - expire * HOUR) }),
      },
    });

  it("keeps an order's first deadline when it comes back to cash on delivery after trying to pay online", async () => {
    const { order, customer } = await unconfirmedOrder();
    await backdate(order.id, { remind: 1, expire: -2 });
    const actor = { kind: "customer", id: customer.id } as const;
    await runOrderTransaction((t) => transition(t, order.id, "AWAITING_PAYMENT", { actor }));
    await runOrderTransaction((t) => transition(t, order.id, "AWAITING_CONFIRMATION", { actor }));
    const confirmation = await db().codConfirmation.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(confirmation.expiresAt.getTime() - Date.now()).toBeLessThan(2 * HOUR);
    expect(confirmation.answer).toBeNull();
    // Came back with less than an hour left, it is given the hour.
    await backdate(order.id, { remind: 3, expire: -0.25 });
    await runOrderTransaction((t) => transition(t, order.id, "AWAITING_PAYMENT", { actor }));
    await runOrderTransaction((t) => transition(t, order.id, "AWAITING_CONFIRMATION", { actor }));
    const again = await db().codConfirmation.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(again.expiresAt.getTime() - Date.now()).toBeGreaterThan(HOUR - 60_000);
  });

  it("reminds once, however many sweeps run at once", async () => {
    const { order, product } = await unconfirmedOrder();
    await backdate(order.id, { remind: 1 });
    await Promise.all([sweepCodConfirmations(), sweepCodConfirmations(), runCodConfirmationSweep()]);
    await sweepCodConfirmations();
    expect(await stateOf(order.id, product.id)).toMatchObject({
      status: "AWAITING_CONFIRMATION",
      events: ["order.placed", "order.confirmation_reminder"],
    });
  });

  it("cancels an expired order once across two instances: stock back once, its customer told", async () => {
    const { order, product } = await unconfirmedOrder();
    const answered = await unconfirmedOrder();
    await answerConfirmation({
      orderId: answered.order.id,
      answer: "confirm",
      via: "PAGE",
      by: { kind: "customer", userId: answered.customer.id },
    });
    await backdate(order.id, { remind: 3, expire: 1 });
    await backdate(answered.order.id, { remind: 3, expire: 1 });
    // Two instances' sweeps at once, each on its own connection: the row lock and the status check keep it to one.
    const runs = await Promise.all([sweepCodConfirmations(), sweepCodConfirmations()]);
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(order.id, product.id)).toMatchObject({
      status: "CANCELLED",
      stock: 10,
      answer: "EXPIRED",
      via: "SYSTEM",
      events: ["order.placed", "order.cancelled"],
    });
    const cancelled = await db().orderStatusChange.count({ where: { orderId: order.id, toStatus: "CANCELLED" } });
    expect(cancelled).toBe(1);
    // A confirmed order is never expired.
    expect((await stateOf(answered.order.id, answered.product.id)).status).toBe("ORDER_PLACED");
    await deliverOrderEvents(order.id);
    const emails = await db().emailMessage.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(emails.map(({ subject }) => subject)).toEqual([expect.stringMatching(/is cancelled$/)]);
    const [told] = await db().emailMessage.findMany({ where: { orderId: order.id }, select: { data: true } });
    expect(told!.data).toMatchObject({ message: "confirm_expired" });
  });
});
