/** Delivered orders to return, the customer's request, and everything a return changes. */
import { POST as askReturnRoute } from "@/app/api/order/returns/route";
import type { PhonePeSimulator } from "@/dev-tools/phonepe-simulator/server";
import { startSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { runOrderTransaction } from "@/lib/orders/lifecycle/order-transaction";
import { transition } from "@/lib/orders/lifecycle/transition";
import { startPhonePePayment } from "@/lib/payments/phonepe/start-payment";
import { verifyPhonePePayment } from "@/lib/payments/phonepe/verification";
import { callRoute } from "./call-route";
import { TEST_PINCODES, deliveryAddress } from "./delivery-data";
import { placeTestOrder } from "./orders";
import { createProduct, createUser } from "./users-and-products";
import { deliverOrderEvents } from "./mail";

export const deliver = (orderId: string, adminId: string) =>
  runOrderTransaction((t) => transition(t, orderId, "DELIVERED", { actor: { kind: "admin", id: adminId } }));

/** A delivered COD order of 3 units at ₹499.00 (test product price). */
export async function deliveredCodOrder() {
  const placed = await placeTestOrder({ quantity: 3 });
  await deliver(placed.order.id, placed.admin.id);
  const { token } = await startSession(placed.customer.id, "TOKEN");
  const [item] = await db().orderItem.findMany({ where: { orderId: placed.order.id } });
  return { ...placed, token, orderItemId: item!.id };
}

/** A delivered ₹1,200 × 2 PhonePe order, paid through the simulator. */
export async function deliveredPhonePeOrder(simulator: () => PhonePeSimulator) {
  const { user, token } = await createUser();
  const { user: admin } = await createUser({ role: "ADMIN" });
  const product = await createProduct({ price: "1200.00", stockQuantity: 5 });
  const { order } = await startPhonePePayment(user.id, {
    items: [{ productId: product.id, quantity: 2 }],
    address: { ...deliveryAddress(TEST_PINCODES.sameState.pincode), email: user.email },
  });
  await simulator().complete(order.phonePeOrderId!, "success", "upi");
  await verifyPhonePePayment({ id: user.id, role: "CUSTOMER" }, order.id, order.phonePeOrderId!);
  await deliver(order.id, admin.id);
  const [item] = await db().orderItem.findMany({ where: { orderId: order.id } });
  return { customer: user, admin, order, token, orderItemId: item!.id };
}

export const askReturn = (
  token: string,
  orderId: string,
  orderItemId: string,
  overrides: Record<string, unknown> = {},
) =>
  callRoute(askReturnRoute, {
    token,
    body: {
      orderId,
      reason: "DAMAGED",
      details: "The box was crushed",
      items: [{ orderItemId, quantity: 1 }],
      // Asked of a cash on delivery order, ignored for one paid online.
      refundTo: { method: "UPI", upiId: "asha.verma@okaxis" },
      ...overrides,
    },
  });

/** Everything a return changes: its requests, their history, refunds, events and e-mails. */
export async function returnSnapshot(orderId: string) {
  await deliverOrderEvents(orderId);
  const [requests, refunds, events, emails] = await Promise.all([
    db().returnRequest.findMany({
      where: { orderId },
      include: { items: true, statusChanges: true },
      orderBy: { createdAt: "asc" },
    }),
    db().refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } }),
    db().outboxEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } }),
    db().emailMessage.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } }),
  ]);
  return {
    requests: requests.map((r) => ({
      status: r.status,
      units: r.items.map((item) => item.quantity),
      history: r.statusChanges.length,
      refundAmount: r.refundAmount?.toFixed(2) ?? null,
      reference: r.refundReference,
    })),
    refunds: refunds.map((refund) => [refund.amount.toFixed(2), refund.returnRequestId]),
    events: events.map((event) => event.type),
    emails: emails.map((email) => (email.data as { message: string }).message),
  };
}
