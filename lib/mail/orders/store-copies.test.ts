/**
 * The store's inbox hears of what an operator must act on after a new order: its cancellation, a
 * return request (with the request's admin page), a failed delivery; once each, however often the
 * event is delivered; and nothing of an order it never heard of (a COD order expiring unconfirmed).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { unconfirmedOrder } from "@/test/support/cod-confirmation";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { caughtEmailsTo, deliverOrderEmails } from "@/test/support/mail";
import { placeTestOrder } from "@/test/support/orders";
import { askReturn, deliveredCodOrder } from "@/test/support/returns";
import { db } from "../../db";
import { env } from "../../env";
import { ORDER_EVENT_SUBSCRIBERS } from "../../order-events";
import { changeOrderStatus } from "../../orders/admin-orders";
import { sweepCodConfirmations } from "../../orders/cod-confirmation/sweep";
import type { OrderEvent } from "../../orders/lifecycle/events";
import { displayOrderId } from "../../orders/order-view";

const STORE_INBOX = "store-copies@ganitplay.test";
vi.stubEnv("ORDERS_NOTIFY_EMAIL", STORE_INBOX);
afterAll(() => vi.unstubAllEnvs());
beforeAll(ensureTestPincodes);

const adminPage = (path: string) => `${env().SITE_URL}/admin/${path}`;

/** The inbox's e-mails with this subject, once the order's events are delivered (twice: a redelivery). */
async function inboxCopies(orderId: string, subject: string) {
  await deliverOrderEmails(orderId);
  // Each subscriber's work for the order's events, done again as a redelivered event would be.
  const events = await db().outboxEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } });
  const mail = ORDER_EVENT_SUBSCRIBERS.find(({ name }) => name === "mail")!;
  await db().$transaction(async (tx) => {
    for (const event of events) await mail.handle(tx, event.payload as unknown as OrderEvent, event.id);
  });
  await deliverOrderEmails(orderId);
  return (await caughtEmailsTo(STORE_INBOX)).filter((email) => email.subject === subject);
}

describe("the store's inbox", () => {
  it("gets one copy of an order's cancellation, linking to the order's admin page", async () => {
    const { order, admin } = await placeTestOrder();
    await changeOrderStatus(admin, order.id, "CANCELLED", { note: "Customer called" });
    const copies = await inboxCopies(order.id, `Order ${displayOrderId(order.id)} cancelled`);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.text).toContain("do not pack or send it");
    expect(copies[0]!.text).toContain(adminPage(`orders/${order.id}`));
  });

  it("gets one copy of a return request, linking to the request's and the order's admin pages", async () => {
    const { order, token, orderItemId } = await deliveredCodOrder();
    expect((await askReturn(token, order.id, orderItemId)).status).toBe(201);
    const request = await db().returnRequest.findFirstOrThrow({ where: { orderId: order.id } });
    const copies = await inboxCopies(order.id, `Return requested on order ${displayOrderId(order.id)}`);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.html).toContain(adminPage(`returns/${request.id}`));
    expect(copies[0]!.html).toContain(adminPage(`orders/${order.id}`));
    expect(copies[0]!.text).toContain("Review the return in the admin area");
  });

  it("gets one copy of a failed delivery", async () => {
    const { order, admin } = await placeTestOrder();
    await changeOrderStatus(admin, order.id, "PACKING");
    await changeOrderStatus(admin, order.id, "SHIPPED", {
      shipment: { courier: "Delhivery", trackingNumber: "DL987654321IN" },
    });
    await changeOrderStatus(admin, order.id, "DELIVERY_FAILED");
    const copies = await inboxCopies(order.id, `Delivery failed for order ${displayOrderId(order.id)}`);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.text).toContain(adminPage(`orders/${order.id}`));
  });

  it("hears nothing of a cash on delivery order that expired unconfirmed: it never heard of the order", async () => {
    const { order, customer } = await unconfirmedOrder();
    await db().codConfirmation.update({
      where: { orderId: order.id },
      data: { remindAt: new Date(Date.now() - 3_600_000), expiresAt: new Date(Date.now() - 60_000) },
    });
    await sweepCodConfirmations();
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "CANCELLED" });
    await deliverOrderEmails(order.id);
    const id = displayOrderId(order.id);
    // The customer is told; the store's inbox gets nothing of this order, new or cancelled.
    expect((await caughtEmailsTo(customer.email)).map(({ subject }) => subject)).toContain(
      `Your GanitPlay order ${id} is cancelled`,
    );
    const toStore = await db().emailMessage.findMany({ where: { orderId: order.id, recipient: STORE_INBOX } });
    expect(toStore).toEqual([]);
  });
});
