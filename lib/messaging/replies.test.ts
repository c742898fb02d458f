import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/messaging/whatsapp/webhook/route";
import { routeResponse } from "@/test/support/call-route";
import { eventually } from "@/test/support/mail";
import { runMessagingSimulators } from "@/test/support/messaging";
import { createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { deliverTextMessage } from "./deliver";

const simulators = runMessagingSimulators();

/** A customer who opted in to WhatsApp updates at checkout. */
async function optedIn(locale: "en" | "hi" = "en") {
  const { user } = await createUser();
  await db().user.update({ where: { id: user.id }, data: { whatsappUpdates: true, locale } });
  return { ...user, number: `91${user.phone}` };
}

/** A customer's STOP as Meta would post it, with the signature `secret` makes. */
function stopWebhook(from: string, secret: string, id = `wamid.${Math.random()}`) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        changes: [
          {
            field: "messages",
            value: { messages: [{ id, from, timestamp: "1764200000", type: "text", text: { body: "STOP" } }] },
          },
        ],
      },
    ],
  });
  return { body, signature: `sha256=${createHmac("sha256", secret).update(body).digest("hex")}` };
}

const post = (body: string, headers: Record<string, string>) => routeResponse(POST, { rawBody: body, headers });
const whatsAppOn = async (userId: string) =>
  (await db().user.findUniqueOrThrow({ where: { id: userId } })).whatsappUpdates;

describe("the WhatsApp webhook", () => {
  it("answers Meta's handshake for the configured verify token only", async () => {
    expect(await simulators.whatsApp().verifyWebhook()).toBe(true);
    expect(await simulators.whatsApp().verifyWebhook({ verifyToken: "guessed" })).toBe(false);
    const query = { "hub.mode": "subscribe", "hub.challenge": "1158201444", "hub.verify_token": "guessed" };
    expect((await routeResponse(GET, { method: "GET", query })).status).toBe(403);
  });

  it("refuses a forged, unsigned or altered POST, which changes nothing", async () => {
    const customer = await optedIn();
    const forged = stopWebhook(customer.number, "not-the-app-secret");
    expect((await post(forged.body, { "x-hub-signature-256": forged.signature })).status).toBe(401);
    expect((await post(forged.body, {})).status).toBe(401);
    const signed = stopWebhook("919000000000", process.env.WHATSAPP_APP_SECRET!);
    const altered = signed.body.replace("919000000000", customer.number);
    expect((await post(altered, { "x-hub-signature-256": signed.signature })).status).toBe(401);
    expect((await post("{not json", { "x-hub-signature-256": signed.signature })).status).toBe(401);
    expect(await whatsAppOn(customer.id)).toBe(true);
    expect(await db().inboundTextMessage.count({ where: { sender: customer.number } })).toBe(0);
  });

  it("turns WhatsApp off at a STOP, records it, and confirms it once in the customer's language", async () => {
    const customer = await optedIn("hi");
    await simulators.whatsApp().inbound({ from: customer.number, text: "STOP" });
    await eventually(async () => expect(await whatsAppOn(customer.id)).toBe(false));
    const [record] = await db().consentRecord.findMany({ where: { userId: customer.id } });
    expect(record).toMatchObject({ purpose: "WHATSAPP_UPDATES", granted: false, wording: "STOP", source: "whatsapp" });
    const [reply] = await db().textMessage.findMany({ where: { userId: customer.id } });
    expect(reply).toMatchObject({ template: "updates_stopped", channel: "WHATSAPP", locale: "hi" });
    expect(await deliverTextMessage(reply!.id)).toBe("sent");
    const sent = simulators
      .whatsApp()
      .messages()
      .filter((message) => message.to === customer.number);
    expect(sent.map((message) => message.text)).toEqual([
      expect.stringContaining("WhatsApp पर GanitPlay के ऑर्डर अपडेट नहीं मिलेंगे"),
    ]);
    // A second STOP finds WhatsApp off already: no second record, no second confirmation.
    await simulators.whatsApp().inbound({ from: customer.number, text: "stop" });
    await eventually(async () =>
      expect(await db().inboundTextMessage.count({ where: { sender: customer.number } })).toBe(2),
    );
    expect(await db().consentRecord.count({ where: { userId: customer.id } })).toBe(1);
  });

  it("takes the template's Stop updates button as a STOP, and a message delivered twice once", async () => {
    const customer = await optedIn();
    await simulators
      .whatsApp()
      .inbound({ from: customer.number, button: { payload: "STOP_UPDATES", text: "Stop updates" } });
    await eventually(async () => expect(await whatsAppOn(customer.id)).toBe(false));
    const replay = stopWebhook(customer.number, process.env.WHATSAPP_APP_SECRET!, "wamid.replayed");
    const deliveries = [await post(replay.body, { "x-hub-signature-256": replay.signature })];
    deliveries.push(await post(replay.body, { "x-hub-signature-256": replay.signature }));
    expect(deliveries.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await db().inboundTextMessage.count({ where: { id: "wamid.replayed" } })).toBe(1);
  });
});
