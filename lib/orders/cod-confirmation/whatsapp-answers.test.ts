import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { deliverOrderEvents, eventually } from "@/test/support/mail";
import { runMessagingSimulators } from "@/test/support/messaging";
import { placeTestOrder } from "@/test/support/orders";
import { db } from "../../db";
import { deliverTextMessage } from "../../messaging/deliver";
import { renderSms } from "../../messaging/templates/render";
import { confirmationPayload } from "../../messaging/whatsapp/template-messages";
import { orderLinkToken, trackingPageUrl } from "../order-links";
import { displayOrderId } from "../order-view";
import { confirmationCode } from "./confirmation-rows";

const simulators = runMessagingSimulators();
beforeAll(ensureTestPincodes);

/** An unconfirmed cash on delivery order whose customer takes updates on `channel`, its first message sent. */
async function askedOrder(choice: { whatsappUpdates?: boolean; smsUpdates?: boolean; locale?: "en" | "hi" }) {
  const placed = await placeTestOrder({ confirmed: false });
  await db().user.update({ where: { id: placed.customer.id }, data: choice });
  await deliverOrderEvents(placed.order.id);
  const queued = await db().textMessage.findMany({ where: { orderId: placed.order.id, state: "PENDING" } });
  for (const { id } of queued) await deliverTextMessage(id);
  return { ...placed, number: `91${placed.customer.phone}`, queued };
}

const statusOf = async (orderId: string) =>
  (await db().order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).status;

describe("confirming cash on delivery on WhatsApp and by SMS", () => {
  it("asks on WhatsApp with Confirm and Cancel, in the customer's language; Confirm from their phone confirms", async () => {
    const { order, number, queued } = await askedOrder({ whatsappUpdates: true, locale: "hi" });
    expect(queued.map((message) => message.template)).toEqual(["order_confirm_cod"]);
    const [sent] = simulators
      .whatsApp()
      .messages()
      .filter((message) => message.to === number);
    expect(sent!.text).toContain(`GanitPlay ऑर्डर ${displayOrderId(order.id)}`);
    expect(sent!.text).toContain("48 घंटे");
    expect(sent!.buttons).toEqual([
      { type: "quick_reply", text: "पुष्टि करें", payload: confirmationPayload("confirm", orderLinkToken(order.id)) },
      { type: "quick_reply", text: "रद्द करें", payload: confirmationPayload("cancel", orderLinkToken(order.id)) },
      expect.objectContaining({ type: "url", text: "ऑर्डर देखें", url: trackingPageUrl(order.id, "hi") }),
    ]);
    await simulators
      .whatsApp()
      .inbound({ from: number, button: sent!.buttons[0]! as { payload: string; text: string } });
    await eventually(async () => expect(await statusOf(order.id)).toBe("ORDER_PLACED"));
    const confirmation = await db().codConfirmation.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(confirmation).toMatchObject({ answer: "CONFIRMED", answeredVia: "WHATSAPP" });
    // The answer's acknowledgement is the confirmation with the invoice.
    await deliverOrderEvents(order.id);
    const templates = await db().textMessage.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(templates.map((message) => message.template)).toEqual(["order_confirm_cod", "order_placed"]);
  });

  it("ignores a tap from another phone and a payload naming an order it did not sign; a late tap is told nothing changed", async () => {
    const { order, number } = await askedOrder({ whatsappUpdates: true });
    const token = orderLinkToken(order.id);
    await simulators.whatsApp().inbound({
      from: "919812345678",
      button: { payload: confirmationPayload("cancel", token), text: "Cancel" },
    });
    const forged = `${order.id}.${token.split(".")[1]}.AAAAAAAAAAAAAAAAAAAAAA`;
    await simulators
      .whatsApp()
      .inbound({ from: number, button: { payload: confirmationPayload("cancel", forged), text: "Cancel" } });
    await eventually(async () => expect(await db().inboundTextMessage.count({ where: { sender: number } })).toBe(1));
    expect(await statusOf(order.id)).toBe("AWAITING_CONFIRMATION");

    await simulators
      .whatsApp()
      .inbound({ from: number, button: { payload: confirmationPayload("cancel", token), text: "Cancel" } });
    await eventually(async () => expect(await statusOf(order.id)).toBe("CANCELLED"));
    await simulators
      .whatsApp()
      .inbound({ from: number, button: { payload: confirmationPayload("confirm", token), text: "Confirm" } });
    await eventually(async () => {
      const reply = await db().textMessage.findFirst({ where: { orderId: order.id, template: "confirmation_closed" } });
      expect(reply).toMatchObject({ channel: "WHATSAPP", recipient: number });
    });
    expect(await statusOf(order.id)).toBe("CANCELLED");
  });

  it("asks by SMS with the order's short link, the DLT text exactly", async () => {
    const { order, number } = await askedOrder({ smsUpdates: true });
    const values = { order: displayOrderId(order.id), confirmCode: confirmationCode(order.id) };
    const texts = simulators
      .sms()
      .messages()
      .filter((sms) => sms.to === number)
      .map((sms) => sms.text);
    expect(texts).toEqual([renderSms("order_confirm_cod", "en", values, simulators.storeUrl())]);
    expect(texts[0]).toContain(`/c/${confirmationCode(order.id)}`);
  });
});
