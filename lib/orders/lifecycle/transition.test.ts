import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { db } from "../../db";
import type { PaymentMethod } from "../../generated/prisma/enums";
import { runOrderTransaction } from "./order-transaction";
import { SYSTEM, transition, type Actor } from "./transition";

beforeAll(ensureTestPincodes);

async function newOrder(paymentMethod: PaymentMethod = "COD") {
  const { order, product, admin } = await placeTestOrder({ paymentMethod, quantity: 3 });
  return { orderId: order.id, productId: product.id, admin: { kind: "admin", id: admin.id } satisfies Actor };
}

/** Everything the lifecycle writes about an order: status, audit trail, outbox and stock. */
async function snapshot(orderId: string, productId: string) {
  const [order, audit, outbox, product] = await Promise.all([
    db().order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, paid: true } }),
    db().orderStatusChange.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } }),
    db().outboxEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } }),
    db().product.findUniqueOrThrow({ where: { id: productId }, select: { stockQuantity: true } }),
  ]);
  return {
    ...order,
    audit: audit.map((row) => [row.fromStatus, row.toStatus, row.changedById]),
    events: outbox.map((row) => row.type),
    stock: product.stockQuantity,
  };
}

describe("the order lifecycle", () => {
  it("opens an order with its first audit row and an order.placed event", async () => {
    const { orderId, productId } = await newOrder("PHONEPE");
    expect(await snapshot(orderId, productId)).toEqual({
      status: "AWAITING_PAYMENT",
      paid: false,
      audit: [[null, "AWAITING_PAYMENT", null]],
      events: ["order.placed"],
      stock: 7,
    });
  });

  it("writes the status, the audit row and the event of every move together", async () => {
    const { orderId, productId, admin } = await newOrder();
    const moves = [
      ["PACKING", "order.status_changed"],
      ["SHIPPED", "order.status_changed"],
      ["CANCELLED", "order.cancelled"],
    ] as const;
    for (const [to, event] of moves) {
      const before = await snapshot(orderId, productId);
      await runOrderTransaction((t) => transition(t, orderId, to, { actor: admin }));
      const after = await snapshot(orderId, productId);
      expect(after.status).toBe(to);
      expect(after.audit).toEqual([...before.audit, [before.status, to, admin.id]]);
      expect(after.events).toEqual([...before.events, event]);
    }
    // Cancelling gave the stock back.
    expect((await snapshot(orderId, productId)).stock).toBe(10);
  });

  it("marks an order paid when the payment flow confirms it, and restocks a failed payment", async () => {
    const paid = await newOrder("PHONEPE");
    await runOrderTransaction((t) => transition(t, paid.orderId, "ORDER_PLACED", { actor: SYSTEM }));
    expect(await snapshot(paid.orderId, paid.productId)).toMatchObject({
      status: "ORDER_PLACED",
      paid: true,
      events: ["order.placed", "order.paid"],
      stock: 7,
    });

    const failed = await newOrder("PHONEPE");
    await runOrderTransaction((t) => transition(t, failed.orderId, "PAYMENT_FAILED", { actor: SYSTEM }));
    expect(await snapshot(failed.orderId, failed.productId)).toMatchObject({
      status: "PAYMENT_FAILED",
      paid: false,
      events: ["order.placed", "order.payment_failed"],
      stock: 10,
    });
  });

  it("writes nothing at all when the transaction fails after a move", async () => {
    const { orderId, productId, admin } = await newOrder();
    const before = await snapshot(orderId, productId);
    await expect(
      runOrderTransaction(async (t) => {
        await transition(t, orderId, "CANCELLED", { actor: admin });
        throw new Error("the next step failed");
      }),
    ).rejects.toThrow("the next step failed");
    expect(await snapshot(orderId, productId)).toEqual(before);
  });

  it("refuses a move the status machine does not allow this actor, changing nothing", async () => {
    const { orderId, productId, admin } = await newOrder("PHONEPE");
    const before = await snapshot(orderId, productId);
    await expect(
      runOrderTransaction((t) => transition(t, orderId, "ORDER_PLACED", { actor: admin })),
    ).rejects.toMatchObject({ status: 409, message: "An order cannot move from Awaiting Payment to Order Placed" });
    await expect(
      runOrderTransaction((t) => transition(t, orderId, "SHIPPED", { actor: SYSTEM })),
    ).rejects.toMatchObject({ status: 409 });
    expect(await snapshot(orderId, productId)).toEqual(before);
  });
});
