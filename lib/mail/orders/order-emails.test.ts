import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { caughtEmailsTo, deliverOrderEmails, deliverOrderEvents } from "@/test/support/mail";
import { placeTestOrder } from "@/test/support/orders";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../../db";
import { env } from "../../env";
import { formatRupees, toPaise } from "../../money";
import { changeOrderStatus } from "../../orders/admin-orders";
import { invoiceLinkUrl, trackingPageUrl } from "../../orders/order-links";
import { displayOrderId } from "../../orders/order-view";
import { followRefund } from "../../payments/phonepe/refunds";
import { startPhonePePayment } from "../../payments/phonepe/start-payment";
import { verifyPhonePePayment } from "../../payments/phonepe/verification";

const STORE_INBOX = "new-orders@ganitplay.test";
vi.stubEnv("ORDERS_NOTIFY_EMAIL", STORE_INBOX);
afterAll(() => vi.unstubAllEnvs());

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

/** Sends what the order queued and returns the subjects its customer has received so far. */
async function subjectsAfterDelivery(orderId: string, customerEmail: string) {
  await deliverOrderEmails(orderId);
  return (await caughtEmailsTo(customerEmail)).map((email) => email.subject);
}

/** A ₹1,200 PhonePe order awaiting payment, its shopper and an operator. */
async function phonePeOrder() {
  const { user } = await createUser();
  const { user: admin } = await createUser({ role: "ADMIN" });
  const product = await createProduct({ price: "1200.00", stockQuantity: 5 });
  const { order } = await startPhonePePayment(user.id, {
    items: [{ productId: product.id, quantity: 1 }],
    address: { ...deliveryAddress(TEST_PINCODES.sameState.pincode), email: user.email },
  });
  return { user, admin, order, id: displayOrderId(order.id) };
}

describe("order e-mails", () => {
  it("tells a COD shopper of every step, with the order in ₹, the address, the link, and the courier once shipped", async () => {
    const { order, customer, admin } = await placeTestOrder({ quantity: 2 });
    const id = displayOrderId(order.id);

    expect(await subjectsAfterDelivery(order.id, customer.email)).toEqual([`Your GanitPlay order ${id} is confirmed`]);
    const [placed] = await caughtEmailsTo(customer.email);
    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
    const item = stored.items[0]!;
    const expected = [
      id,
      `${item.name} × 2 at ${formatRupees(toPaise(item.unitPrice))}`,
      formatRupees(toPaise(item.unitPrice) * 2),
      formatRupees(toPaise(stored.subtotal)),
      "Cash on delivery fee",
      formatRupees(toPaise(stored.amount)),
      "12, Paota B Road",
      // The order's tracking page and its invoice, by its signed link: no sign-in from a mailbox.
      trackingPageUrl(order.id, "en"),
      `Your GST tax invoice ${order.invoiceNumber} (PDF)`,
      invoiceLinkUrl(order.id),
    ];
    for (const body of [placed!.html, placed!.text]) {
      for (const part of expected) expect(body).toContain(part);
    }
    expect(formatRupees(toPaise(stored.amount))).toMatch(/^₹[\d,]+\.\d\d$/);

    // The store's inbox has its copy of the new order.
    const copies = (await caughtEmailsTo(STORE_INBOX)).filter((email) => email.subject === `New order ${id}`);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.text).toContain(formatRupees(toPaise(stored.amount)));
    expect(copies[0]!.text).toContain(`${env().SITE_URL}/admin/orders/${order.id}`);

    await changeOrderStatus(admin, order.id, "PACKING");
    await changeOrderStatus(admin, order.id, "SHIPPED", {
      shipment: { courier: "Delhivery", trackingNumber: "DL123456789IN" },
    });
    await changeOrderStatus(admin, order.id, "OUT_FOR_DELIVERY");
    await changeOrderStatus(admin, order.id, "DELIVERED");
    expect(await subjectsAfterDelivery(order.id, customer.email)).toEqual([
      `Your GanitPlay order ${id} is confirmed`,
      `Your GanitPlay order ${id} is being packed`,
      `Your GanitPlay order ${id} has shipped`,
      `Your GanitPlay order ${id} is out for delivery`,
      `Your GanitPlay order ${id} was delivered`,
    ]);
    const shipped = (await caughtEmailsTo(customer.email))[2]!;
    expect(shipped.text).toMatch(/Courier: Delhivery[\s\S]*Tracking number: DL123456789IN/);
    expect(shipped.html).toContain("DL123456789IN");
    // Every message is listed for the admin, sent.
    const listed = await db().emailMessage.findMany({ where: { orderId: order.id }, select: { state: true } });
    expect(listed.map((message) => message.state)).toEqual(Array(6).fill("SENT"));
  });

  it("tells a COD shopper their order is cancelled", async () => {
    const { order, customer, admin } = await placeTestOrder();
    await changeOrderStatus(admin, order.id, "CANCELLED", { note: "Out of stock" });
    const id = displayOrderId(order.id);
    expect(await subjectsAfterDelivery(order.id, customer.email)).toEqual([
      `Your GanitPlay order ${id} is confirmed`,
      `Your GanitPlay order ${id} is cancelled`,
    ]);
  });

  it("tells a PhonePe shopper of the payment, the cancellation and both steps of the refund", async () => {
    const { user, admin, order, id } = await phonePeOrder();
    // Awaiting payment: nothing to say yet.
    expect(await subjectsAfterDelivery(order.id, user.email)).toEqual([]);

    await simulator().complete(order.phonePeOrderId!, "success", "upi");
    await verifyPhonePePayment({ id: user.id, role: "CUSTOMER" }, order.id, order.phonePeOrderId!);
    expect(await subjectsAfterDelivery(order.id, user.email)).toEqual([
      `Payment received for your GanitPlay order ${id}`,
    ]);
    expect((await caughtEmailsTo(STORE_INBOX)).filter((email) => email.subject === `New order ${id}`)).toHaveLength(1);

    await changeOrderStatus(admin, order.id, "CANCELLED");
    await deliverOrderEvents(order.id);
    const refund = await db().refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(await followRefund(refund.id)).toBe("COMPLETED");
    expect(await subjectsAfterDelivery(order.id, user.email)).toEqual([
      `Payment received for your GanitPlay order ${id}`,
      `Your GanitPlay order ${id} is cancelled`,
      `Refund started for your GanitPlay order ${id}`,
      `Refund completed for your GanitPlay order ${id}`,
    ]);
    const refundStarted = (await caughtEmailsTo(user.email))[2]!;
    expect(refundStarted.text).toContain(`Refund amount: ${formatRupees(120_000)}`);
  });

  it("tells a PhonePe shopper when the payment failed", async () => {
    const { user, order, id } = await phonePeOrder();
    await simulator().complete(order.phonePeOrderId!, "insufficient-balance", "upi");
    await verifyPhonePePayment({ id: user.id, role: "CUSTOMER" }, order.id, order.phonePeOrderId!);
    expect(await subjectsAfterDelivery(order.id, user.email)).toEqual([
      `Payment for your GanitPlay order ${id} did not go through`,
    ]);
  });
});
