import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { deliverOrderEvents, eventually } from "@/test/support/mail";
import { runMessagingSimulators } from "@/test/support/messaging";
import { placeTestOrder } from "@/test/support/orders";
import { db } from "../db";
import { invoiceLinkUrl, trackingPageUrl } from "../orders/order-links";
import { displayOrderId } from "../orders/order-view";
import { monthlyMessageCosts } from "./costs";
import { deliverTextMessage } from "./deliver";
import { renderSms } from "./templates/render";

const NOT_ON_WHATSAPP = "7000000001";
const simulators = runMessagingSimulators({ whatsApp: { notOnWhatsApp: [`91${NOT_ON_WHATSAPP}`] } });
beforeAll(ensureTestPincodes);

interface Choice {
  whatsappUpdates?: boolean;
  smsUpdates?: boolean;
  locale?: "en" | "hi";
  phone?: string;
}

/** An order whose customer chose these updates before its events were delivered. */
async function orderOf(choice: Choice) {
  const placed = await placeTestOrder();
  await db().user.update({ where: { id: placed.customer.id }, data: choice });
  await deliverOrderEvents(placed.order.id);
  return { ...placed, number: `91${choice.phone ?? placed.customer.phone}` };
}

/** Sends an order's queued messages, as the worker would. */
async function sendQueued(orderId: string) {
  const queued = await db().textMessage.findMany({
    where: { orderId, state: "PENDING" },
    orderBy: { createdAt: "asc" },
  });
  for (const { id } of queued) await deliverTextMessage(id);
  return queued;
}

const messagesTo = (number: string) =>
  simulators
    .whatsApp()
    .messages()
    .filter((message) => message.to === number);
const smsTo = (number: string) =>
  simulators
    .sms()
    .messages()
    .filter((message) => message.to === number);

describe("order updates by WhatsApp and SMS", () => {
  it("reach an opted-in customer on WhatsApp in their language; delivery and cost are recorded", async () => {
    const whatsAppCost = async () => (await monthlyMessageCosts()).find(({ channel }) => channel === "WHATSAPP")!;
    const before = await whatsAppCost();
    const { order, number } = await orderOf({ whatsappUpdates: true, locale: "hi" });
    const [queued] = await sendQueued(order.id);
    expect(queued).toMatchObject({ channel: "WHATSAPP", template: "order_placed", locale: "hi", recipient: number });
    const [sent] = messagesTo(number);
    expect(sent).toMatchObject({ template: "order_placed", language: "hi", status: expect.any(String) });
    expect(sent!.text).toContain(`GanitPlay ऑर्डर ${displayOrderId(order.id)} की पुष्टि करने के लिए धन्यवाद`);
    expect(sent!.buttons.map((button) => button.text)).toEqual(["ऑर्डर देखें", "अपडेट बंद करें"]);
    // "View order" opens the signed tracking page in Hindi; the tax invoice comes as a document.
    expect(sent!.buttons[0]).toMatchObject({ url: trackingPageUrl(order.id, "hi") });
    const { number: invoiceNumber } = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id } });
    expect(sent!.document).toEqual({
      link: invoiceLinkUrl(order.id),
      filename: `tax-invoice-${invoiceNumber.replaceAll("/", "-")}.pdf`,
    });
    await eventually(async () => {
      const message = await db().textMessage.findUniqueOrThrow({ where: { id: queued!.id } });
      expect(message).toMatchObject({ state: "DELIVERED", costCentipaise: 1150 });
    });
    // The month's total on the admin's dashboard counts it (other files' messages only add to it).
    const after = await whatsAppCost();
    expect(after.messages - before.messages).toBeGreaterThanOrEqual(1);
    expect(after.centipaise - before.centipaise).toBeGreaterThanOrEqual(1150);
  });

  it("send nothing to a customer who did not opt in", async () => {
    const { order } = await orderOf({});
    expect(await db().textMessage.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("go by SMS, the DLT text exactly, to a customer who chose SMS; its report records the credits' cost", async () => {
    const { order, number } = await orderOf({ smsUpdates: true, locale: "en" });
    const [queued] = await sendQueued(order.id);
    const values = { order: displayOrderId(order.id) };
    expect(smsTo(number).map((sms) => sms.text)).toEqual([
      renderSms("order_placed", "en", values, simulators.storeUrl()),
    ]);
    await eventually(async () => {
      const message = await db().textMessage.findUniqueOrThrow({ where: { id: queued!.id } });
      expect(message.state).toBe("DELIVERED");
      expect(message.costCentipaise! % 2500).toBe(0);
    });
  });

  it("fall back to one SMS when WhatsApp cannot reach the number", async () => {
    const { order, number } = await orderOf({ whatsappUpdates: true, phone: NOT_ON_WHATSAPP });
    const [whatsApp] = await sendQueued(order.id);
    await eventually(async () => {
      const failed = await db().textMessage.findUniqueOrThrow({
        where: { id: whatsApp!.id },
        include: { fallback: true },
      });
      expect(failed).toMatchObject({ state: "FAILED", errorCode: "131026" });
      expect(failed.fallback).toMatchObject({ channel: "SMS", template: "order_placed" });
    });
    await sendQueued(order.id);
    await sendQueued(order.id);
    expect(smsTo(number)).toHaveLength(1);
  });

  it("are sent once when two workers take the same job at once, or a job runs again", async () => {
    const { order, number } = await orderOf({ whatsappUpdates: true });
    const [queued] = await db().textMessage.findMany({ where: { orderId: order.id } });
    const outcomes = await Promise.all([deliverTextMessage(queued!.id), deliverTextMessage(queued!.id)]);
    expect(outcomes.sort()).toEqual(["already-handled", "sent"]);
    expect(await deliverTextMessage(queued!.id)).toBe("already-handled");
    expect(messagesTo(number)).toHaveLength(1);
  });

  it("wait out a WhatsApp outage and lose nothing: the retry sends the message once", async () => {
    const { order, number } = await orderOf({ whatsappUpdates: true });
    const [queued] = await db().textMessage.findMany({ where: { orderId: order.id } });
    simulators.whatsApp().setOffline(true);
    try {
      await expect(deliverTextMessage(queued!.id)).rejects.toThrow();
      await expect(deliverTextMessage(queued!.id)).rejects.toThrow();
    } finally {
      simulators.whatsApp().setOffline(false);
    }
    expect(await db().textMessage.findUniqueOrThrow({ where: { id: queued!.id } })).toMatchObject({
      state: "PENDING",
      attempts: 2,
    });
    expect(await deliverTextMessage(queued!.id)).toBe("sent");
    expect(messagesTo(number)).toHaveLength(1);
  });
});
