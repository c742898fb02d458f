import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import {
  deliverWebhook,
  phonePeCheckout,
  sha256,
  stockOf,
  verifyAs,
  webhookAuthorization,
} from "@/test/support/phonepe-checkout";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { placeOrder } from "@/lib/orders/place-order";
import { releaseExpiredPayments } from "@/lib/payments/phonepe/expiry-job";
import { settle } from "@/lib/payments/phonepe/settlement";
import { GET as details } from "./details/[orderId]/route";
import { POST as pay } from "./phonepe/route";
import { POST as verify } from "./verifyPhonePe/route";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const checkout = () => phonePeCheckout({ amount: 2400 });

describe("PhonePe checkout", () => {
  it("creates the order awaiting payment, reserves stock and keeps the cart until paid", async () => {
    const { user, body, order, product, merchantOrderId } = await checkout();
    expect(body).toMatchObject({ success: true, paymentUrl: expect.stringContaining(simulator().url) });
    expect(order).toMatchObject({ status: "AWAITING_PAYMENT", paid: false, paymentMethod: "PHONEPE" });
    expect(order.amount.toFixed(2)).toBe("2400.00");
    expect(merchantOrderId).toMatch(/^GP_/);
    expect(await stockOf(product.id)).toBe(3);
    expect(await db().cartLine.count({ where: { userId: user.id } })).toBe(1);
  });

  it("marks the order paid and placed after a successful payment, and clears the cart", async () => {
    const { user, token, order, product, merchantOrderId } = await checkout();
    const pending = await verifyAs(token, order.id, merchantOrderId);
    expect(pending.body).toMatchObject({ success: false, paymentState: "PENDING" });

    await simulator().complete(merchantOrderId, "success", "upi");
    const { status, body } = await verifyAs(token, order.id, merchantOrderId);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: "Payment successful",
      order: { status: "Order Placed", payment: true },
    });
    expect(await stockOf(product.id)).toBe(3);
    expect(await db().cartLine.count({ where: { userId: user.id } })).toBe(0);
    const attempt = await db().paymentAttempt.findUniqueOrThrow({ where: { merchantOrderId } });
    expect(attempt).toMatchObject({ state: "COMPLETED", paymentMode: "UPI_INTENT" });

    const again = await verifyAs(token, order.id, merchantOrderId);
    expect(again.body).toMatchObject({ success: true, message: "Payment already completed successfully!" });
    expect(await db().orderStatusChange.count({ where: { orderId: order.id } })).toBe(2);
  });

  it("releases the stock when the payment fails, and says why", async () => {
    const { user, token, order, product, merchantOrderId } = await checkout();
    await simulator().complete(merchantOrderId, "insufficient-balance", "card");
    const { body } = await verifyAs(token, order.id, merchantOrderId);
    expect(body).toMatchObject({
      success: false,
      message: "Payment verification failed",
      error: "Insufficient balance in your account",
      order: { status: "Payment Failed", payment: false },
    });
    expect(await stockOf(product.id)).toBe(5);
    expect(await db().cartLine.count({ where: { userId: user.id } })).toBe(1);
  });

  it("settles from a webhook that arrives before the verify call, once", async () => {
    const { token, order, product, merchantOrderId } = await checkout();
    await simulator().complete(merchantOrderId, "success");
    const event = simulator().webhooksSent.at(-1);
    expect((await deliverWebhook(event)).status).toBe(200);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paid: true,
      status: "ORDER_PLACED",
    });

    // A duplicate webhook and the shopper's verify change nothing more.
    expect((await deliverWebhook(event)).status).toBe(200);
    expect((await verifyAs(token, order.id, merchantOrderId)).body.message).toBe(
      "Payment already completed successfully!",
    );
    expect(await db().orderStatusChange.count({ where: { orderId: order.id } })).toBe(2);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("ignores a failure webhook that arrives after the order was paid", async () => {
    const { token, order, merchantOrderId } = await checkout();
    await simulator().complete(merchantOrderId, "success");
    await verifyAs(token, order.id, merchantOrderId);
    const late = structuredClone(simulator().webhooksSent.at(-1)!);
    late.event = "checkout.order.failed";
    late.payload.state = "FAILED";
    expect((await deliverWebhook(late)).status).toBe(200);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paid: true,
      status: "ORDER_PLACED",
    });
  });

  it("refuses a forged webhook and changes nothing", async () => {
    const { order, merchantOrderId } = await checkout();
    await simulator().complete(merchantOrderId, "success");
    const event = simulator().webhooksSent.at(-1);
    // The simulator's old public default credentials open nothing any more.
    const forged = [sha256("simulator:guessed-password"), sha256("simulator:simulator-webhook-password")];
    for (const authorization of [...forged, "", `SHA256 ${webhookAuthorization()}`]) {
      expect((await deliverWebhook(event, authorization)).status).toBe(401);
    }
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paid: false,
      status: "AWAITING_PAYMENT",
    });
  });

  it("believes PhonePe's order status, never a webhook's own state or amount", async () => {
    const { order, product, merchantOrderId } = await checkout();
    // Authentic credentials, but PhonePe has no payment yet: a "completed" body changes nothing.
    const forged = {
      event: "checkout.order.completed",
      payload: { orderId: "OMO1", merchantOrderId, state: "COMPLETED", amount: 240_000, paymentDetails: [] },
    };
    expect((await deliverWebhook(forged)).status).toBe(200);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paid: false,
      status: "AWAITING_PAYMENT",
    });
    // Nor does one for an order the store never asked PhonePe about.
    const unknown = { ...forged, payload: { ...forged.payload, merchantOrderId: "GP_unknown_0000" } };
    expect((await deliverWebhook(unknown)).status).toBe(200);
    expect(await stockOf(product.id)).toBe(3);

    // Once really paid, a tampered amount in the webhook is ignored: PhonePe's confirmed amount settles it.
    await simulator().complete(merchantOrderId, "success");
    const tampered = structuredClone(simulator().webhooksSent.at(-1)!);
    tampered.payload.amount = 100;
    await deliverWebhook(tampered);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paid: true,
      status: "ORDER_PLACED",
    });
  });

  it("refuses a completion whose confirmed amount differs from the order's", async () => {
    const { order, product, merchantOrderId } = await checkout();
    expect(await settle(merchantOrderId, { state: "COMPLETED", amount: 100 })).toBe("PAYMENT_FAILED");
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paid: false });
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { merchantOrderId } })).toMatchObject({
      errorCode: "AMOUNT_MISMATCH",
    });
    expect(await stockOf(product.id)).toBe(5);
  });

  it("releases an order whose payment window passed unpaid", async () => {
    const { order, product, merchantOrderId } = await checkout();
    simulator().expire(merchantOrderId);
    // Past PhonePe's window and the store's grace period after it.
    await db().paymentAttempt.update({
      where: { merchantOrderId },
      data: { expiresAt: new Date(Date.now() - 10 * 60_000) },
    });
    expect(await releaseExpiredPayments()).toBeGreaterThanOrEqual(1);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PAYMENT_FAILED" });
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { merchantOrderId } })).toMatchObject({
      state: "FAILED",
      errorCode: "TXN_EXPIRED",
    });
    expect(await stockOf(product.id)).toBe(5);
  });

  it("queues the refund of a payment that completes after the order was released, once however often PhonePe says so", async () => {
    const { order, product, merchantOrderId } = await checkout();
    await db().paymentAttempt.update({
      where: { merchantOrderId },
      data: { expiresAt: new Date(Date.now() - 10 * 60_000) },
    });
    await releaseExpiredPayments();
    await simulator().complete(merchantOrderId, "success");
    const late = structuredClone(simulator().webhooksSent.at(-1)!);
    late.payload.state = "COMPLETED";
    await deliverWebhook(late);
    await deliverWebhook(late);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "PAYMENT_FAILED",
      paid: true,
    });
    const notes = await db().orderStatusChange.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: "asc" },
    });
    expect(notes.at(-1)?.note).toMatch(/refund queued/);
    const refunds = await db().refund.findMany({ where: { orderId: order.id } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ state: "QUEUED" });
    expect(await stockOf(product.id)).toBe(5);
  });

  it("releases an order left without a payment attempt once its window has passed", async () => {
    const { user, product } = await checkout();
    const orphan = await placeOrder(
      user.id,
      { items: [{ productId: product.id, quantity: 1 }], address: deliveryAddress(TEST_PINCODES.sameState.pincode) },
      "PHONEPE",
    );
    expect(await stockOf(product.id)).toBe(2);
    await db().order.update({ where: { id: orphan.id }, data: { createdAt: new Date(Date.now() - 2 * 3600_000) } });
    await releaseExpiredPayments();
    expect(await db().order.findUniqueOrThrow({ where: { id: orphan.id } })).toMatchObject({
      status: "PAYMENT_FAILED",
    });
    expect(await stockOf(product.id)).toBe(3);
  });

  it("refuses a tampered amount before any payment is created", async () => {
    const { token, product } = await checkout();
    const { status } = await callRoute(pay, {
      token,
      body: {
        items: [{ productId: product.id, quantity: 1 }],
        address: deliveryAddress(TEST_PINCODES.sameState.pincode),
        amount: 1,
      },
    });
    expect(status).toBe(409);
  });

  it("lets no one else verify or read the order", async () => {
    const { order, merchantOrderId } = await checkout();
    const stranger = await createUser();
    expect((await verifyAs(stranger.token, order.id, merchantOrderId)).status).toBe(404);
    expect(
      (await callRoute(details, { method: "GET", token: stranger.token, params: { orderId: order.id } })).status,
    ).toBe(404);
    expect((await callRoute(verify, { body: { orderId: order.id, merchantOrderId } })).status).toBe(401);
  });

  it("refuses a verify call whose merchant order id does not match", async () => {
    const { token, order } = await checkout();
    const { status, body } = await verifyAs(token, order.id, "GP_someone_else");
    expect(status).toBe(400);
    expect(body.message).toBe("Invalid payment verification request");
  });
});
