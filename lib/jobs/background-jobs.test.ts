import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { db } from "../db";
import { runExclusively } from "./advisory-lock";
import { runPaymentSweep } from "./background-jobs";

runPhonePeSimulator();
beforeAll(ensureTestPincodes);

/** An online order that never got a payment attempt, placed two hours ago: due for release. */
async function expiredOrphanOrder() {
  const { order, product } = await placeTestOrder({ paymentMethod: "PHONEPE", quantity: 2, stockQuantity: 5 });
  await db().order.update({ where: { id: order.id }, data: { createdAt: new Date(Date.now() - 2 * 3600_000) } });
  return { order, product };
}

describe("a job's advisory lock", () => {
  it("lets one of two runners started at once do the work; the other skips that run", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const work = async () => {
      mostAtOnce = Math.max(mostAtOnce, ++running);
      await sleep(200);
      running--;
      return "done";
    };
    const runs = await Promise.all([
      runExclusively("idempotencyPurge", work),
      runExclusively("idempotencyPurge", work),
    ]);
    expect(runs.filter((run) => run.ran)).toEqual([{ ran: true, result: "done" }]);
    expect(mostAtOnce).toBe(1);
    // Released afterwards: the next run takes it.
    expect(await runExclusively("idempotencyPurge", work)).toEqual({ ran: true, result: "done" });
  });

  it("makes a waiting runner run after the first, never beside it", async () => {
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} starts`);
      await sleep(100);
      order.push(`${name} ends`);
    };
    const runs = await Promise.all([
      runExclusively("configuredAdmin", work("first"), { wait: true }),
      runExclusively("configuredAdmin", work("second"), { wait: true }),
    ]);
    expect(runs.every((run) => run.ran)).toBe(true);
    // Each run ends before the other starts.
    expect(order.map((event) => event.split(" ")[1])).toEqual(["starts", "ends", "starts", "ends"]);
  });

  it("is released when the work fails", async () => {
    await expect(runExclusively("idempotencyPurge", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await runExclusively("idempotencyPurge", () => Promise.resolve(1))).toEqual({ ran: true, result: 1 });
  });
});

describe("the payment sweep on two instances at once", () => {
  it("releases each expired order once and puts its stock back once", async () => {
    const expired = await Promise.all([expiredOrphanOrder(), expiredOrphanOrder(), expiredOrphanOrder()]);
    const orderIds = expired.map(({ order }) => order.id);

    const runs = await Promise.all([runPaymentSweep(), runPaymentSweep()]);
    // Whichever did not get the lock skipped, or found nothing left to do.
    expect(runs.some((run) => run.ran)).toBe(true);

    const failures = await db().orderStatusChange.findMany({
      where: { orderId: { in: orderIds }, toStatus: "PAYMENT_FAILED" },
    });
    expect(failures.map((change) => change.orderId).sort()).toEqual([...orderIds].sort());
    for (const { order, product } of expired) {
      expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        status: "PAYMENT_FAILED",
      });
      expect(await db().product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ stockQuantity: 5 });
    }
  });
});
