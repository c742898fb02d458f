/** Paying again after PhonePe failed or was left: a new attempt on the same order (SPEC §9, #16). */
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { failedPhonePeCheckout, orderOf, phonePeCheckout, stockOf, verifyAs } from "@/test/support/phonepe-checkout";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { settle } from "@/lib/payments/phonepe/settlement";
import { POST as retry } from "./phonepe/retry/route";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const checkout = (pincode?: string, stockQuantity?: number) => phonePeCheckout({ pincode, stockQuantity });
const failedCheckout = (pincode?: string) => failedPhonePeCheckout(simulator(), { pincode });
const retryAs = (token: string, orderId: string) => callRoute(retry, { token, body: { orderId } });

describe("retrying a payment", () => {
  it("opens a new attempt while the order holds its stock, and refunds the old attempt if it completes later", async () => {
    const { token, order, product, merchantOrderId } = await checkout();
    const { status, body } = await retryAs(token, order.id);
    expect(status).toBe(201);
    expect(body.paymentUrl).toContain(simulator().url);
    const retried = await orderOf(order.id);
    expect(retried.phonePeOrderId).not.toBe(merchantOrderId);
    expect(retried.status).toBe("AWAITING_PAYMENT");
    expect(await stockOf(product.id)).toBe(3);

    await simulator().complete(retried.phonePeOrderId!, "success");
    const paid = await verifyAs(token, order.id, retried.phonePeOrderId!);
    expect(paid.body).toMatchObject({ success: true, order: { status: "Order Placed", payment: true } });

    // The abandoned first attempt completes after all: a second payment, refunded.
    await simulator().complete(merchantOrderId, "success");
    await settle(merchantOrderId, { state: "COMPLETED", amount: 240000 });
    const refunds = await db().refund.findMany({ where: { orderId: order.id } });
    expect(refunds).toHaveLength(1);
    // A later return refunds against the attempt that paid, never the surplus one.
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { merchantOrderId } })).toMatchObject({
      state: "COMPLETED",
      errorCode: "DUPLICATE_PAYMENT",
    });
    expect(await orderOf(order.id)).toMatchObject({ status: "ORDER_PLACED", paid: true });
    expect(await stockOf(product.id)).toBe(3);
  });

  it("lets a replaced attempt fail without failing the order", async () => {
    const { token, order, merchantOrderId } = await checkout();
    await retryAs(token, order.id);
    await settle(merchantOrderId, { state: "FAILED", errorCode: "PAYMENT_ERROR" });
    expect(await orderOf(order.id)).toMatchObject({ status: "AWAITING_PAYMENT" });
  });

  it("takes the stock again for a failed order, and places it once paid", async () => {
    const { token, order, product } = await failedCheckout();
    expect(await stockOf(product.id)).toBe(5);
    const { status } = await retryAs(token, order.id);
    expect(status).toBe(201);
    const retried = await orderOf(order.id);
    expect(retried.status).toBe("AWAITING_PAYMENT");
    expect(await stockOf(product.id)).toBe(3);
    await simulator().complete(retried.phonePeOrderId!, "success");
    await verifyAs(token, order.id, retried.phonePeOrderId!);
    expect(await orderOf(order.id)).toMatchObject({ status: "ORDER_PLACED", paid: true });
  });

  it("refuses a failed order whose items sold out meanwhile, and changes nothing", async () => {
    const { token, order, product } = await failedCheckout();
    await db().product.update({ where: { id: product.id }, data: { stockQuantity: 1 } });
    const { status, body } = await retryAs(token, order.id);
    expect(status).toBe(409);
    expect(body.message).toMatch(/Only 1 of/);
    expect(await orderOf(order.id)).toMatchObject({ status: "PAYMENT_FAILED" });
    expect(await stockOf(product.id)).toBe(1);
    expect(await db().paymentAttempt.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("refuses another shopper's order (404), a paid order and an expired window (409)", async () => {
    const { order } = await checkout();
    const stranger = await createUser();
    expect((await retryAs(stranger.token, order.id)).status).toBe(404);
    expect(await db().paymentAttempt.count({ where: { orderId: order.id } })).toBe(1);

    const expired = await checkout();
    await db().order.update({
      where: { id: expired.order.id },
      data: { paymentExpiresAt: new Date(Date.now() - 1000) },
    });
    const late = await retryAs(expired.token, expired.order.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/run out/);

    const paid = await checkout();
    await simulator().complete(paid.merchantOrderId, "success");
    await verifyAs(paid.token, paid.order.id, paid.merchantOrderId);
    expect((await retryAs(paid.token, paid.order.id)).status).toBe(409);
    expect(await db().paymentAttempt.count({ where: { orderId: paid.order.id } })).toBe(1);
  });

  it("answers a bad body with 400", async () => {
    const shopper = await createUser();
    expect((await callRoute(retry, { token: shopper.token, body: { orderId: "../x" } })).status).toBe(400);
  });
});
