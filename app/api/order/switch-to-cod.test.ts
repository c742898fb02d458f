/** Paying on delivery instead, after PhonePe failed or was left (SPEC §9, #16). */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, routeResponse } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { failedPhonePeCheckout, orderOf, phonePeCheckout, stockOf, verifyAs } from "@/test/support/phonepe-checkout";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { toPaise } from "@/lib/money";
import { placeOrder } from "@/lib/orders/place-order";
import { releaseExpiredPayments } from "@/lib/payments/phonepe/expiry-job";
import { settle } from "@/lib/payments/phonepe/settlement";
import { POST as confirmOwn } from "./confirmation/route";
import { POST as switchToCod } from "./switch-to-cod/route";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const checkout = (pincode?: string, stockQuantity?: number) => phonePeCheckout({ pincode, stockQuantity });
const failedCheckout = (pincode?: string) => failedPhonePeCheckout(simulator(), { pincode });
/** Moves an attempt past PhonePe's window and the store's grace after it, as time would. */
const pastItsWindow = (merchantOrderId: string) =>
  db().paymentAttempt.update({ where: { merchantOrderId }, data: { expiresAt: new Date(Date.now() - 10 * 60_000) } });
const switchAs = (token: string, orderId: string) => callRoute(switchToCod, { token, body: { orderId } });

describe("paying on delivery instead", () => {
  it("offers it on the verify page with the re-quoted amount, and places the order with the COD fee", async () => {
    const { token, user, order, product, merchantOrderId } = await failedCheckout();
    const failed = await verifyAs(token, order.id, merchantOrderId);
    expect(failed.body.recovery).toMatchObject({ retry: true, payOnDelivery: { available: true, codFee: 40 } });

    const { status, body } = await switchAs(token, order.id);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ status: "Awaiting confirmation", paymentMethod: "cod", payment: false });
    const placed = await orderOf(order.id);
    expect(placed.paymentMethod).toBe("COD");
    expect(Number(placed.amount)).toBe(2400 + Number(placed.shipping));
    expect(body.order.deliveryInfo.shippingCost.details.codFee).toBe(40);
    expect(failed.body.recovery.payOnDelivery.amount).toBe(Number(placed.amount));
    expect(await stockOf(product.id)).toBe(3);
    expect(await db().cartLine.count({ where: { userId: user.id } })).toBe(0);
    const events = await db().outboxEvent.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(events.at(-1)?.type).toBe("order.placed");
    // Awaiting its confirmation like a COD order at checkout; confirmed, invoiced for the re-quoted amount.
    expect(await db().taxDocument.count({ where: { orderId: order.id } })).toBe(0);
    const confirmed = await callRoute(confirmOwn, { token, body: { orderId: order.id, answer: "confirm" } });
    expect(confirmed.body.order).toMatchObject({ status: "Order Placed" });
    const [invoice] = await db().taxDocument.findMany({ where: { orderId: order.id } });
    expect((invoice!.snapshot as { totals: { total: number } }).totals.total).toBe(toPaise(placed.amount));
  });

  it("refunds a PhonePe attempt that completes after the switch, leaving the order cash on delivery", async () => {
    const { token, order, merchantOrderId } = await checkout();
    expect((await switchAs(token, order.id)).status).toBe(200);
    await simulator().complete(merchantOrderId, "success");
    await settle(merchantOrderId, { state: "COMPLETED", amount: 240000 });
    expect(await orderOf(order.id)).toMatchObject({
      status: "AWAITING_CONFIRMATION",
      paymentMethod: "COD",
      paid: false,
    });
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("switches once for a double tap: the repeat with the same key gets the first answer", async () => {
    const { token, order } = await failedCheckout();
    const headers = { "Idempotency-Key": randomUUID() };
    const placedEvents = () => db().outboxEvent.count({ where: { orderId: order.id, type: "order.placed" } });
    const placedBefore = await placedEvents();
    const switchOnce = () => routeResponse(switchToCod, { token, body: { orderId: order.id }, headers });
    const [first, second] = await Promise.all([switchOnce(), switchOnce()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const replayed = [first, second].map((response) => response.headers.get("Idempotent-Replayed"));
    expect(replayed.sort()).toEqual(["true", null].sort());
    expect(await first.json()).toEqual(await second.json());
    expect(await placedEvents()).toBe(placedBefore + 1);
  });

  it("has the expiry sweep ask PhonePe about the attempt the switch left open: paid late, it is refunded without a webhook", async () => {
    const { token, order, merchantOrderId } = await checkout();
    expect((await switchAs(token, order.id)).status).toBe(200);
    await simulator().complete(merchantOrderId, "success");
    await pastItsWindow(merchantOrderId);
    await releaseExpiredPayments();
    await releaseExpiredPayments();
    expect(await orderOf(order.id)).toMatchObject({
      status: "AWAITING_CONFIRMATION",
      paymentMethod: "COD",
      paid: false,
    });
    // The COD fee changed the order's amount, so PhonePe's sum no longer matches it: all of it goes back.
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { merchantOrderId } })).toMatchObject({
      state: "COMPLETED",
      errorCode: "AMOUNT_MISMATCH",
    });
    const refunds = await db().refund.findMany({ where: { orderId: order.id } });
    expect(refunds.map((refund) => Number(refund.amount))).toEqual([2400]);
  });

  it("closes an attempt the switch left open that never took money, and asks no more about it", async () => {
    const { token, order, merchantOrderId } = await checkout();
    expect((await switchAs(token, order.id)).status).toBe(200);
    await pastItsWindow(merchantOrderId);
    await releaseExpiredPayments();
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { merchantOrderId } })).toMatchObject({
      state: "EXPIRED",
      errorCode: "TXN_EXPIRED",
    });
    expect(await orderOf(order.id)).toMatchObject({ status: "AWAITING_CONFIRMATION", paymentMethod: "COD" });
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("refuses a pincode without cash on delivery with the reason, and changes nothing", async () => {
    const { token, order, merchantOrderId } = await failedCheckout(TEST_PINCODES.special.pincode);
    const failed = await verifyAs(token, order.id, merchantOrderId);
    expect(failed.body.recovery.payOnDelivery).toMatchObject({
      available: false,
      reason: expect.stringMatching(/not available/),
    });
    const { status, body } = await switchAs(token, order.id);
    expect(status).toBe(400);
    expect(body.message).toMatch(/Cash on delivery is not available/);
    expect(await orderOf(order.id)).toMatchObject({ status: "PAYMENT_FAILED", paymentMethod: "PHONEPE" });
  });

  it("keeps to the COD limits, and refuses another shopper's order (404)", async () => {
    const { user, token, order, product } = await checkout();
    const address = deliveryAddress(TEST_PINCODES.sameState.pincode);
    for (let i = 0; i < 3; i++) {
      await placeOrder(
        user.id,
        { items: [{ productId: product.id, quantity: 1 }], address, confirmRepeat: true },
        "COD",
      );
    }
    const stranger = await createUser();
    expect((await switchAs(stranger.token, order.id)).status).toBe(404);
    const { status, body } = await switchAs(token, order.id);
    expect(status).toBe(409);
    expect(body.message).toMatch(/cash on delivery orders waiting to ship/);
    expect(await orderOf(order.id)).toMatchObject({ status: "AWAITING_PAYMENT", paymentMethod: "PHONEPE" });
  });

  it("refuses a paid order (409)", async () => {
    const { token, order, merchantOrderId } = await checkout();
    await simulator().complete(merchantOrderId, "success");
    await verifyAs(token, order.id, merchantOrderId);
    expect((await switchAs(token, order.id)).status).toBe(409);
    expect(await orderOf(order.id)).toMatchObject({ paymentMethod: "PHONEPE", paid: true });
  });
});
