/** The simulator's webhooks to the store: signing, status order, failures, retries, the handshake and inbound messages. */
import { createHmac } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startWhatsAppSimulator, type WhatsAppSimulator } from "./server";
import {
  bodyParameters,
  createTemplate,
  CREDENTIALS,
  sendMessage,
  startReceiver,
  statusesOf,
  until,
  utilityTemplate,
  type Receiver,
} from "./test-support";

const CUSTOMER = "919876543210";
const NOT_ON_WHATSAPP = "919999999999";
const VERIFY_TOKEN = "verify-me";
let receiver: Receiver;
let simulator: WhatsAppSimulator;

beforeAll(async () => {
  receiver = await startReceiver();
});
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answerWith((request) => {
    if (request.method === "POST") return { status: 200 };
    const ok = request.url.searchParams.get("hub.verify_token") === VERIFY_TOKEN;
    return ok ? { status: 200, body: request.url.searchParams.get("hub.challenge") ?? "" } : { status: 403 };
  });
  simulator = await startWhatsAppSimulator({
    ...CREDENTIALS,
    webhook: { url: receiver.url, verifyToken: VERIFY_TOKEN },
    notOnWhatsApp: [NOT_ON_WHATSAPP],
    statusDelayMs: 5,
    webhookRetry: { firstDelayMs: 10, maxAttempts: 5 },
  });
  await createTemplate(simulator, utilityTemplate("order_update", "hi", "नमस्ते {{1}}, आपका ऑर्डर भेज दिया गया है।"));
});
afterEach(() => simulator.close());
afterAll(() => receiver.close());

const orderUpdate = (to: string, callbackData?: string) =>
  sendMessage(simulator, {
    to,
    type: "template",
    biz_opaque_callback_data: callbackData,
    template: { name: "order_update", language: { code: "hi" }, components: bodyParameters("आशा") },
  });

const wamidOf = async (send: ReturnType<typeof orderUpdate>) => (await send).json.messages![0]!.id;

describe("WhatsApp simulator's webhooks", () => {
  it("posts sent then delivered, signed over the exact bytes with non-ASCII escaped", async () => {
    const wamid = await wamidOf(orderUpdate(CUSTOMER, "ऑर्डर:ORD-1"));
    await until(() => statusesOf(receiver, wamid).length === 2);

    expect(statusesOf(receiver, wamid).map((status) => status.status)).toEqual(["sent", "delivered"]);
    for (const { raw, headers } of receiver.received) {
      const expected = `sha256=${createHmac("sha256", CREDENTIALS.appSecret).update(raw).digest("hex")}`;
      expect(headers["x-hub-signature-256"]).toBe(expected);
      expect(headers["content-type"]).toBe("application/json");
      expect(raw.toString()).toMatch(/^[\x20-\x7e]*$/);
      expect(raw.toString()).toContain("\\u0911\\u0930\\u094d\\u0921\\u0930:ORD-1");
    }
    const [post] = receiver.posts();
    expect(post).toMatchObject({
      object: "whatsapp_business_account",
      entry: [{ id: CREDENTIALS.wabaId, changes: [{ field: "messages" }] }],
    });
    expect(post?.entry[0]?.changes[0]?.value).toMatchObject({
      messaging_product: "whatsapp",
      metadata: { display_phone_number: CREDENTIALS.displayPhoneNumber, phone_number_id: CREDENTIALS.phoneNumberId },
    });
    expect(statusesOf(receiver, wamid)[1]).toMatchObject({
      recipient_id: CUSTOMER,
      biz_opaque_callback_data: "ऑर्डर:ORD-1",
      pricing: { billable: true, pricing_model: "PMP", type: "regular", category: "utility" },
    });
    expect(simulator.messages()[0]).toMatchObject({ status: "delivered", text: "नमस्ते आशा, आपका ऑर्डर भेज दिया गया है।" });
  });

  it("fails a send to a number not on WhatsApp with 131026, and no sent before it", async () => {
    const wamid = await wamidOf(orderUpdate(NOT_ON_WHATSAPP));
    await until(() => statusesOf(receiver, wamid).length > 0);
    const [failed] = statusesOf(receiver, wamid);

    expect(failed).toMatchObject({ status: "failed", errors: [{ code: 131026, title: "Message undeliverable" }] });
    expect(failed?.pricing).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(statusesOf(receiver, wamid)).toHaveLength(1);
    expect(simulator.messages()[0]).toMatchObject({ status: "failed", error: { code: 131026 } });
  });

  it("retries an event the store answered with 500, delivering it on the third attempt", async () => {
    let failuresLeft = 2;
    receiver.answerWith(() => ({ status: failuresLeft-- > 0 ? 500 : 200 }));
    const { id } = await simulator.inbound({ from: CUSTOMER, text: "hello" });

    const delivery = await until(() => simulator.webhookAttempts().find((entry) => entry.delivered));
    expect(delivery).toMatchObject({ event: "message", subject: id, attempts: 3, lastStatus: 200, lastError: null });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((request) => request.raw.toString())).size).toBe(1);
  });

  it("makes Meta's verification handshake, true only when the store echoes the challenge", async () => {
    expect(await simulator.verifyWebhook()).toBe(true);
    expect(await simulator.verifyWebhook({ verifyToken: "wrong" })).toBe(false);
    const [handshake] = receiver.received;
    expect(handshake?.method).toBe("GET");
    expect(handshake?.url.searchParams.get("hub.mode")).toBe("subscribe");
    expect(handshake?.url.searchParams.get("hub.challenge")).toMatch(/^\d+$/);
  });

  it("posts a customer's quick-reply tap as a button message with its context and contact", async () => {
    const wamid = await wamidOf(orderUpdate(CUSTOMER));
    const response = await fetch(`${simulator.url}/__simulator/inbound`, {
      method: "POST",
      body: JSON.stringify({
        from: CUSTOMER,
        name: "Asha",
        button: { payload: "STOP:1", text: "रोकें" },
        contextId: wamid,
      }),
    });
    const { id } = (await response.json()) as { id: string };

    const inbound = await until(() => receiver.posts().find((post) => post.entry[0]?.changes[0]?.value.messages));
    expect(inbound.entry[0]?.changes[0]?.value).toMatchObject({
      contacts: [{ profile: { name: "Asha" }, wa_id: CUSTOMER }],
      messages: [
        {
          from: CUSTOMER,
          id,
          timestamp: expect.stringMatching(/^\d+$/) as string,
          type: "button",
          button: { payload: "STOP:1", text: "रोकें" },
          context: { from: CREDENTIALS.displayPhoneNumber, id: wamid },
        },
      ],
    });
    expect(simulator.replies()[0]).toMatchObject({ id, type: "button", text: "रोकें", contextId: wamid, read: false });
    const bad = await fetch(`${simulator.url}/__simulator/inbound`, {
      method: "POST",
      body: JSON.stringify({ from: CUSTOMER }),
    });
    expect(bad.status).toBe(400);
  });

  it("posts read when the customer opens a message", async () => {
    const wamid = await wamidOf(orderUpdate(CUSTOMER));
    await until(() => statusesOf(receiver, wamid).length === 2);
    const read = await fetch(`${simulator.url}/__simulator/messages/${wamid}/read`, { method: "POST" });

    expect(read.status).toBe(200);
    expect(statusesOf(receiver, wamid).map((status) => status.status)).toEqual(["sent", "delivered", "read"]);
    expect(simulator.messages()[0]?.status).toBe("read");
  });
});
