import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { deliverOrderEvents } from "@/test/support/mail";
import { placeTestOrder } from "@/test/support/orders";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { startSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { runOrderTransaction } from "@/lib/orders/lifecycle/order-transaction";
import { transition } from "@/lib/orders/lifecycle/transition";
import { settle } from "@/lib/payments/phonepe/settlement";
import { startPhonePePayment } from "@/lib/payments/phonepe/start-payment";
import { verifyPhonePePayment } from "@/lib/payments/phonepe/verification";
import { POST as cancel } from "./cancel/route";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const REASON = "Ordered by mistake";

/** Everything a cancellation changes: status, stock, refunds, audit trail and e-mails. */
async function snapshot(orderId: string, productId: string) {
  await deliverOrderEvents(orderId);
  const [order, product, refunds, audit, emails] = await Promise.all([
    db().order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, paid: true } }),
    db().product.findUniqueOrThrow({ where: { id: productId }, select: { stockQuantity: true } }),
    db().refund.findMany({ where: { orderId }, select: { amount: true, state: true } }),
    db().orderStatusChange.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } }),
    db().emailMessage.findMany({ where: { orderId }, select: { subject: true, data: true } }),
  ]);
  return {
    status: order.status,
    paid: order.paid,
    stock: product.stockQuantity,
    refunds: refunds.map((refund) => [refund.amount.toFixed(2), refund.state]),
    audit: audit.map((row) => [row.fromStatus, row.toStatus, row.changedById, row.note]),
    emails: emails.map((email) => (email.data as { message: string }).message),
  };
}

async function codOrder() {
  const placed = await placeTestOrder({ quantity: 2, stockQuantity: 10 });
  const { token } = await startSession(placed.customer.id, "TOKEN");
  return { ...placed, token };
}

/** A ₹1,200 PhonePe order, paid through the simulator unless told otherwise. */
async function phonePeOrder({ pay = true } = {}) {
  const { user, token } = await createUser();
  const product = await createProduct({ price: "1200.00", stockQuantity: 5 });
  const { order } = await startPhonePePayment(user.id, {
    items: [{ productId: product.id, quantity: 1 }],
    address: { ...deliveryAddress(TEST_PINCODES.sameState.pincode), email: user.email },
  });
  const merchantOrderId = order.phonePeOrderId!;
  if (pay) {
    await simulator().complete(merchantOrderId, "success", "upi");
    await verifyPhonePePayment({ id: user.id, role: "CUSTOMER" }, order.id, merchantOrderId);
  }
  return { user, token, order, product, merchantOrderId };
}

describe("POST /api/order/cancel", () => {
  it("lets the owner cancel a COD order: stock back, no refund, audit names them, e-mail queued", async () => {
    const { customer, token, order, product } = await codOrder();
    const { status, body } = await callRoute(cancel, { token, body: { orderId: order.id, reason: REASON } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, order: { _id: order.id, status: "Cancelled" } });
    const after = await snapshot(order.id, product.id);
    expect(after).toMatchObject({ status: "CANCELLED", stock: 10, refunds: [] });
    expect(after.audit.at(-1)).toEqual([
      "ORDER_PLACED",
      "CANCELLED",
      customer.id,
      `Cancelled by the customer: ${REASON}`,
    ]);
    expect(after.emails).toContain("cancelled_by_customer");
    const [event] = await db().outboxEvent.findMany({ where: { orderId: order.id, type: "order.cancelled" } });
    expect(event?.payload).toMatchObject({ byCustomer: true, adminId: null });
  });

  it("refunds a paid PhonePe order in full, sent to PhonePe once the cancellation has committed", async () => {
    const { token, order, product } = await phonePeOrder();
    expect((await snapshot(order.id, product.id)).paid).toBe(true);
    const { status } = await callRoute(cancel, { token, body: { orderId: order.id, reason: REASON } });
    expect(status).toBe(200);
    expect(await snapshot(order.id, product.id)).toMatchObject({
      status: "CANCELLED",
      stock: 5,
      // Queued with the cancellation, then sent by the event stream's refund subscriber.
      refunds: [[(Number(order.amount) / 100).toFixed(2), "PENDING"]],
    });
  });

  it("cancels an order awaiting payment; a payment arriving later is recorded and refunded", async () => {
    const { token, order, product, merchantOrderId } = await phonePeOrder({ pay: false });
    expect((await callRoute(cancel, { token, body: { orderId: order.id, reason: REASON } })).status).toBe(200);
    expect(await snapshot(order.id, product.id)).toMatchObject({ status: "CANCELLED", stock: 5, refunds: [] });

    await settle(merchantOrderId, { state: "COMPLETED", amount: order.amount });
    const after = await snapshot(order.id, product.id);
    expect(after).toMatchObject({ status: "CANCELLED", paid: true, stock: 5 });
    expect(after.refunds).toEqual([[(Number(order.amount) / 100).toFixed(2), "QUEUED"]]);
  });

  it("answers a second cancel (a double click) without changing anything more", async () => {
    const { token, order, product } = await codOrder();
    await callRoute(cancel, { token, body: { orderId: order.id, reason: REASON } });
    const before = await snapshot(order.id, product.id);
    const { status, body } = await callRoute(cancel, { token, body: { orderId: order.id, reason: REASON } });
    expect(status).toBe(200);
    expect(body.order.status).toBe("Cancelled");
    expect(await snapshot(order.id, product.id)).toEqual(before);
  });

  it("answers 404 for another user's order and changes nothing", async () => {
    const { order, product } = await codOrder();
    const stranger = await createUser();
    const before = await snapshot(order.id, product.id);
    const { status, body } = await callRoute(cancel, {
      token: stranger.token,
      body: { orderId: order.id, reason: REASON },
    });
    expect(status).toBe(404);
    expect(body.message).toBe("Order not found");
    expect(await snapshot(order.id, product.id)).toEqual(before);
  });

  it("refuses a shipped order with 409 and changes nothing", async () => {
    const { token, order, product, admin } = await codOrder();
    await runOrderTransaction((t) => transition(t, order.id, "SHIPPED", { actor: { kind: "admin", id: admin.id } }));
    const before = await snapshot(order.id, product.id);
    const { status, body } = await callRoute(cancel, { token, body: { orderId: order.id, reason: REASON } });
    expect(status).toBe(409);
    expect(body.message).toBe("This order is Shipped and can no longer be cancelled");
    expect(await snapshot(order.id, product.id)).toEqual(before);
  });

  it("refuses bad input with 400 and an anonymous caller with 401, changing nothing", async () => {
    const { token, order, product } = await codOrder();
    const before = await snapshot(order.id, product.id);
    for (const body of [{ orderId: order.id }, { orderId: order.id, reason: "x".repeat(301) }, { reason: REASON }]) {
      expect((await callRoute(cancel, { token, body })).status).toBe(400);
    }
    expect((await callRoute(cancel, { body: { orderId: order.id, reason: REASON } })).status).toBe(401);
    expect(await snapshot(order.id, product.id)).toEqual(before);
  });
});
