import { beforeAll, describe, expect, it } from "vitest";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { placeTestOrder } from "@/test/support/orders";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { deliverOrderEvents } from "@/test/support/mail";
import { db } from "../db";
import { followRefund } from "../payments/phonepe/refunds";
import { startPhonePePayment } from "../payments/phonepe/start-payment";
import { verifyPhonePePayment } from "../payments/phonepe/verification";
import { changeOrderStatus, findOrderForAdmin, listOrdersForAdmin } from "./admin-orders";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const stockOf = async (productId: string) =>
  (await db().product.findUniqueOrThrow({ where: { id: productId } })).stockQuantity;

const codOrder = (quantity = 2) => placeTestOrder({ quantity });

const detailOf = async (orderId: string) => (await findOrderForAdmin(orderId))!;

/** A ₹1,200 PhonePe order awaiting payment, and an operator. */
async function phonePeOrder() {
  const { user } = await createUser();
  const { user: admin } = await createUser({ role: "ADMIN" });
  const product = await createProduct({ price: "1200.00", stockQuantity: 5 });
  const { order } = await startPhonePePayment(user.id, {
    items: [{ productId: product.id, quantity: 1 }],
    address: deliveryAddress(TEST_PINCODES.sameState.pincode),
  });
  return { user, admin, product, order };
}

describe("operators moving orders", () => {
  it("moves an order along every status to Delivered and records who, when, from and to", async () => {
    const { admin, order } = await codOrder();
    for (const next of ["PACKING", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const) {
      await changeOrderStatus(admin, order.id, next);
    }
    const detail = await detailOf(order.id);
    expect(detail.status).toBe("DELIVERED");
    expect(detail.statusChanges.map((change) => [change.fromStatus, change.toStatus, change.changedById])).toEqual([
      [null, "AWAITING_CONFIRMATION", null],
      ["AWAITING_CONFIRMATION", "ORDER_PLACED", order.userId],
      ["ORDER_PLACED", "PACKING", admin.id],
      ["PACKING", "SHIPPED", admin.id],
      ["SHIPPED", "OUT_FOR_DELIVERY", admin.id],
      ["OUT_FOR_DELIVERY", "DELIVERED", admin.id],
    ]);
    expect(detail.statusChanges.every((change) => change.createdAt instanceof Date)).toBe(true);
  });

  it("records the courier and tracking number with the move to Shipped, for the customer's order page", async () => {
    const { admin, order } = await codOrder();
    await changeOrderStatus(admin, order.id, "SHIPPED", {
      shipment: { courier: "India Post", trackingNumber: "EE123456789IN" },
    });
    expect(await detailOf(order.id)).toMatchObject({
      status: "SHIPPED",
      courier: "India Post",
      trackingNumber: "EE123456789IN",
    });
  });

  it("refuses a courier with any move but Shipped (400) and changes nothing", async () => {
    const { admin, order } = await codOrder();
    const before = await detailOf(order.id);
    await expect(
      changeOrderStatus(admin, order.id, "DELIVERED", { shipment: { courier: "Forged", trackingNumber: "X1" } }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await detailOf(order.id)).toEqual(before);
  });

  it("refuses illegal moves and changes nothing", async () => {
    const { admin, order } = await codOrder();
    await changeOrderStatus(admin, order.id, "DELIVERED");
    await expect(changeOrderStatus(admin, order.id, "PACKING")).rejects.toMatchObject({
      status: 409,
      message: "An order cannot move from Delivered to Packing",
    });
    await expect(changeOrderStatus(admin, order.id, "CANCELLED")).rejects.toMatchObject({ status: 409 });
    const detail = await detailOf(order.id);
    expect(detail.status).toBe("DELIVERED");
    expect(detail.statusChanges.map((change) => change.toStatus)).toEqual([
      "AWAITING_CONFIRMATION",
      "ORDER_PLACED",
      "DELIVERED",
    ]);
  });

  it("cancels with the stock restored, and nothing moves after Cancelled", async () => {
    const { admin, product, order } = await codOrder(3);
    expect(await stockOf(product.id)).toBe(7);
    await changeOrderStatus(admin, order.id, "PACKING");
    await changeOrderStatus(admin, order.id, "CANCELLED", { note: "Customer asked to cancel" });
    expect(await stockOf(product.id)).toBe(10);
    await expect(changeOrderStatus(admin, order.id, "SHIPPED")).rejects.toMatchObject({ status: 409 });
    await expect(changeOrderStatus(admin, order.id, "CANCELLED")).rejects.toMatchObject({ status: 409 });
    expect(await stockOf(product.id)).toBe(10);
    const detail = await detailOf(order.id);
    expect(detail.statusChanges.at(-1)).toMatchObject({ toStatus: "CANCELLED", note: "Customer asked to cancel" });
    expect(detail.refunds).toEqual([]);
  });

  it("leaves orders awaiting payment to the payment flow", async () => {
    const { admin, order } = await phonePeOrder();
    await expect(changeOrderStatus(admin, order.id, "CANCELLED")).rejects.toMatchObject({ status: 409 });
  });

  it("refunds a paid PhonePe order when it is cancelled", async () => {
    const { user, admin, product, order } = await phonePeOrder();
    await simulator().complete(order.phonePeOrderId!, "success", "upi");
    await verifyPhonePePayment({ id: user.id, role: "CUSTOMER" }, order.id, order.phonePeOrderId!);

    await changeOrderStatus(admin, order.id, "CANCELLED");
    // The refund subscriber sends the refund queued with the cancellation.
    await deliverOrderEvents(order.id);
    const detail = await detailOf(order.id);
    expect(detail.status).toBe("CANCELLED");
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refunds[0]).toMatchObject({ state: "PENDING", amount: expect.anything() });
    expect(await stockOf(product.id)).toBe(5);
    const outbox = await db().outboxEvent.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(outbox.map((event) => event.type)).toEqual([
      "order.placed",
      "order.paid",
      "order.cancelled",
      "order.refund_started",
    ]);
    expect(outbox[3]?.payload).toMatchObject({ refundId: detail.refunds[0]?.id, amount: 120_000 });

    // PhonePe completes it: one more event; asking again changes nothing.
    const refundId = detail.refunds[0]!.id;
    expect(await followRefund(refundId)).toBe("COMPLETED");
    expect(await followRefund(refundId)).toBe("COMPLETED");
    const events = await db().outboxEvent.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(events.slice(4).map((event) => event.type)).toEqual(["order.refund_completed"]);
  });

  it("finds orders by customer, item or id", async () => {
    const { order, customer } = await codOrder(1);
    const byEmail = await listOrdersForAdmin({ search: customer.email.toUpperCase() });
    expect(byEmail.orders.map((found) => found.id)).toEqual([order.id]);
    const byId = await listOrdersForAdmin({ search: order.id.slice(-8), status: "ORDER_PLACED" });
    expect(byId.orders.map((found) => found.id)).toContain(order.id);
    const wrongStatus = await listOrdersForAdmin({ search: order.id, status: "DELIVERED" });
    expect(wrongStatus.total).toBe(0);
    expect(await findOrderForAdmin("cm0000000000000000000none")).toBeNull();
  });
});
