/**
 * Each new order's alert to the admins who chose it: the store inbox's copy by e-mail and the
 * `store_new_order` WhatsApp template, once per event and admin, even when the event is delivered
 * again; nothing to an admin who chose a daily summary or no alerts; and nothing once withdrawn.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { caughtEmailsTo, deliverOrderEvents } from "@/test/support/mail";
import { runMessagingSimulators } from "@/test/support/messaging";
import { adminWithAlerts, sendQueuedTo, stopAlerts } from "@/test/support/operator-alerts";
import { placeTestOrder } from "@/test/support/orders";
import { db } from "../db";
import { env } from "../env";
import { formatRupees, toPaise } from "../money";
import type { OrderEvent } from "../orders/lifecycle/events";
import { displayOrderId } from "../orders/order-view";
import { addressSnapshot } from "../orders/snapshots";
import { operatorAlerts } from "./new-order-alerts";

const simulators = runMessagingSimulators();
beforeAll(ensureTestPincodes);

const admins: string[] = [];
afterAll(() => Promise.all(admins.map(stopAlerts)));

async function alertedAdmin(choice: Parameters<typeof adminWithAlerts>[0]) {
  const alerted = await adminWithAlerts(choice);
  admins.push(alerted.admin.id);
  return alerted;
}

const whatsAppTo = (number: string, orderId: string) =>
  simulators
    .whatsApp()
    .messages()
    .filter((message) => message.to === number && message.text.includes(displayOrderId(orderId)));

const emailsAbout = async (address: string, orderId: string) =>
  (await caughtEmailsTo(address)).filter(({ subject }) => subject === `New order ${displayOrderId(orderId)}`);

/** The order's events handled again by the alerts' subscriber, as a redelivery would. */
async function redeliver(orderId: string) {
  const events = await db().outboxEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } });
  await db().$transaction(async (tx) => {
    for (const event of events) await operatorAlerts.handle(tx, event.payload as unknown as OrderEvent, event.id);
  });
}

describe("an alert of each new order", () => {
  it("reaches an admin who chose it by e-mail and WhatsApp, once, even when the event comes again", async () => {
    const each = await alertedAdmin({ newOrders: "EACH", byEmail: true, byWhatsApp: true });
    const daily = await alertedAdmin({ newOrders: "DAILY", byEmail: true, byWhatsApp: true });
    const off = await alertedAdmin({ newOrders: "OFF", byEmail: false, byWhatsApp: false });
    const { order, customer } = await placeTestOrder({ quantity: 3 });
    await deliverOrderEvents(order.id);
    await sendQueuedTo(each.admin);
    await redeliver(order.id);
    await sendQueuedTo(each.admin);

    const [email] = await emailsAbout(each.admin.email, order.id);
    expect(await emailsAbout(each.admin.email, order.id)).toHaveLength(1);
    expect(email!.text).toContain(`${env().SITE_URL}/admin/orders/${order.id}`);

    const messages = whatsAppTo(each.whatsApp, order.id);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    const address = addressSnapshot.parse(stored.address);
    expect(message).toMatchObject({ template: "store_new_order", language: "en" });
    expect(message!.text).toContain(
      `New GanitPlay order ${displayOrderId(order.id)} of ${formatRupees(toPaise(stored.amount))} (items: 3), to be delivered to ${address.city}, ${address.state}.`,
    );
    // Nothing of the customer's contact travels on the operator's phone.
    for (const contact of [customer.phone, customer.email, address.phone, address.email]) {
      expect(message!.text).not.toContain(contact);
    }
    expect(message!.buttons).toEqual([
      { type: "url", text: "Open order", url: `${env().SITE_URL}/admin/orders/${order.id}` },
    ]);

    // The daily and the silent admin hear nothing of it (a daily summary may reach them meanwhile:
    // daily-summary.test.ts runs beside this file).
    for (const { admin, whatsApp } of [daily, off]) {
      const subject = `New order ${displayOrderId(order.id)}`;
      expect(await db().emailMessage.count({ where: { recipient: admin.email, subject } })).toBe(0);
      expect(await db().textMessage.count({ where: { userId: admin.id, template: "store_new_order" } })).toBe(0);
      expect(whatsAppTo(whatsApp, order.id)).toEqual([]);
    }
  });

  it("is not sent once the admin turned WhatsApp alerts off, and never uses a customer's consent", async () => {
    const { admin, whatsApp } = await alertedAdmin({ newOrders: "EACH", byEmail: false, byWhatsApp: true });
    // Consent to a customer's order updates is no consent to operators' alerts, nor the reverse.
    expect(await db().user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({ whatsappUpdates: false });
    const { order } = await placeTestOrder();
    await deliverOrderEvents(order.id);
    await db().user.update({ where: { id: admin.id }, data: { whatsappUpdates: true } });
    await stopAlerts(admin.id);
    // Other test files' orders, placed meanwhile, queue alerts to this admin too: each one is withdrawn.
    const outcomes = await sendQueuedTo(admin);
    expect(outcomes.length).toBeGreaterThan(0);
    expect(new Set(outcomes)).toEqual(new Set(["withdrawn"]));
    expect(whatsAppTo(whatsApp, order.id)).toEqual([]);
  });

  it("goes to no one once an admin is no longer one", async () => {
    const { admin } = await alertedAdmin({ newOrders: "EACH", byEmail: true, byWhatsApp: true });
    await db().user.update({ where: { id: admin.id }, data: { role: "CUSTOMER" } });
    const { order } = await placeTestOrder();
    await deliverOrderEvents(order.id);
    expect(await db().emailMessage.count({ where: { recipient: admin.email } })).toBe(0);
    expect(await db().textMessage.count({ where: { userId: admin.id } })).toBe(0);
    // Back as an admin, so that the file's clean-up can turn the alerts off.
    await db().user.update({ where: { id: admin.id }, data: { role: "ADMIN" } });
  });
});
