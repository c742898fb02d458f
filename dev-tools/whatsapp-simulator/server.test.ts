/** The simulator's Graph API: auth, templates, sends and their errors, limits, and the /__simulator messages view. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWhatsAppSimulator, type WhatsAppSimulator } from "./server";
import { bodyParameters, createTemplate, CREDENTIALS, graph, sendMessage, utilityTemplate } from "./test-support";

const CUSTOMER = "919876543210";
let simulator: WhatsAppSimulator;

beforeAll(async () => {
  simulator = await startWhatsAppSimulator({ ...CREDENTIALS, statusDelayMs: 1 });
  await createTemplate(simulator, utilityTemplate("order_shipped", "en", "Hi {{1}}, order {{2}} has shipped."));
});
afterAll(() => simulator.close());

const shippedTo = (to: string, ...values: string[]) =>
  sendMessage(simulator, {
    to,
    type: "template",
    template: { name: "order_shipped", language: { code: "en" }, components: bodyParameters(...values) },
  });

describe("WhatsApp simulator's Graph API", () => {
  it("refuses a missing or wrong token with 190 (HTTP 401), and an unknown phone number id with 100", async () => {
    const wrong = await graph(simulator, `${CREDENTIALS.phoneNumberId}/messages`, {}, "nope");
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({ code: 190, type: "OAuthException" });
    const missing = await fetch(`${simulator.url}/v24.0/${CREDENTIALS.phoneNumberId}/messages`, { method: "POST" });
    expect(missing.status).toBe(401);
    const unknown = await graph(simulator, "999/messages", { messaging_product: "whatsapp" });
    expect(unknown).toMatchObject({ status: 400, json: { error: { code: 100, error_subcode: 33 } } });
  });

  it("rejects a malformed body with Graph's 400 code 100 naming the field", async () => {
    const { status, json } = await sendMessage(simulator, { to: "+91 98765", type: "text", text: { body: "x" } });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: 100, error_data: { messaging_product: "whatsapp" } });
    expect(json.error?.error_data.details).toMatch(/^to: /);
  });

  it("creates templates approved at once, lists them, and tells a duplicate apart", async () => {
    const created = await createTemplate(simulator, {
      name: "login_otp",
      language: "en",
      category: "AUTHENTICATION",
      components: [
        { type: "BODY", add_security_recommendation: true },
        { type: "FOOTER", code_expiration_minutes: 10 },
        { type: "BUTTONS", buttons: [{ type: "otp", otp_type: "copy_code" }] },
      ],
    });
    expect(created).toMatchObject({ status: 200, json: { status: "APPROVED", category: "AUTHENTICATION" } });
    expect(created.json.id).toMatch(/^\d+$/);

    const list = await graph(simulator, `${CREDENTIALS.wabaId}/message_templates?name=login_otp`);
    expect(list.json.data).toEqual([
      expect.objectContaining({
        name: "login_otp",
        language: "en",
        status: "APPROVED",
        components: [
          {
            type: "BODY",
            text: "{{1}} is your verification code. For your security, do not share this code.",
            add_security_recommendation: true,
          },
          { type: "FOOTER", text: "This code expires in 10 minutes.", code_expiration_minutes: 10 },
          { type: "BUTTONS", buttons: [expect.objectContaining({ type: "URL", text: "Copy code" })] },
        ],
      }),
    ]);

    const duplicate = await createTemplate(simulator, utilityTemplate("order_shipped", "en", "Again {{1}}"));
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.error).toMatchObject({ code: 100, error_subcode: 2388024 });
  });

  it("sends an authentication template: the code in the body and on the copy-code button", async () => {
    const otp = (buttons: unknown[]) =>
      sendMessage(simulator, {
        to: CUSTOMER,
        type: "template",
        template: {
          name: "login_otp",
          language: { code: "en" },
          components: [...bodyParameters("482913"), ...buttons],
        },
      });
    expect((await otp([])).json.error?.code).toBe(132000);
    const copyCode = { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "482913" }] };
    expect((await otp([copyCode])).status).toBe(200);
    expect(simulator.messages()[0]).toMatchObject({
      category: "authentication",
      text: "482913 is your verification code. For your security, do not share this code.\nThis code expires in 10 minutes.",
      buttons: [{ type: "copy_code", text: "Copy code", payload: "482913" }],
    });
  });

  it("answers a template send with Meta's exact success shape", async () => {
    const { status, json } = await shippedTo(CUSTOMER, "Asha", "ORD-1042");
    expect(status).toBe(200);
    expect(json).toEqual({
      messaging_product: "whatsapp",
      contacts: [{ input: CUSTOMER, wa_id: CUSTOMER }],
      messages: [{ id: expect.stringMatching(/^wamid\./) as string, message_status: "accepted" }],
    });
    expect(simulator.messages()[0]).toMatchObject({
      text: "Hi Asha, order ORD-1042 has shipped.",
      category: "utility",
    });
  });

  it("refuses unknown or unapproved templates (132001) and wrong parameter counts (132000)", async () => {
    const unknown = await sendMessage(simulator, {
      to: CUSTOMER,
      type: "template",
      template: { name: "order_shipped", language: { code: "hi" } },
    });
    expect(unknown).toMatchObject({ status: 400, json: { error: { code: 132001 } } });
    expect((await shippedTo(CUSTOMER, "Asha")).json.error?.code).toBe(132000);

    await simulator.setTemplateStatus("order_shipped", "en", "PENDING");
    expect((await shippedTo(CUSTOMER, "Asha", "ORD-1")).json.error?.code).toBe(132001);
    await simulator.setTemplateStatus("order_shipped", "en", "APPROVED");
  });

  it("refuses free-form text outside the 24 h window (131047) and accepts it after the customer writes", async () => {
    const text = { to: "919811111111", type: "text", text: { body: "Your refund has started." } };
    const refused = await sendMessage(simulator, text);
    expect(refused).toMatchObject({ status: 400, json: { error: { code: 131047 } } });

    await simulator.inbound({ from: "919811111111", text: "Where is my refund?" });
    const accepted = await sendMessage(simulator, text);
    expect(accepted.status).toBe(200);
    expect(simulator.messages()[0]).toMatchObject({ category: "service", text: "Your refund has started." });
  });

  it("shows a template with a document header, quick-reply and URL buttons as the customer sees it", async () => {
    await createTemplate(simulator, {
      name: "invoice_ready",
      language: "en",
      category: "UTILITY",
      parameter_format: "NAMED",
      components: [
        { type: "HEADER", format: "DOCUMENT" },
        { type: "BODY", text: "Hi {{customer_name}}, your invoice is attached." },
        { type: "FOOTER", text: "Ganit Play" },
        {
          type: "BUTTONS",
          buttons: [
            { type: "QUICK_REPLY", text: "Stop updates" },
            { type: "URL", text: "Track order", url: "https://shop.test/track/{{1}}" },
          ],
        },
      ],
    });
    const sent = await sendMessage(simulator, {
      to: CUSTOMER,
      type: "template",
      biz_opaque_callback_data: "order:ORD-7",
      template: {
        name: "invoice_ready",
        language: { code: "en" },
        components: [
          {
            type: "header",
            parameters: [
              { type: "document", document: { link: "https://shop.test/i/7.pdf", filename: "Invoice-7.pdf" } },
            ],
          },
          { type: "body", parameters: [{ type: "text", parameter_name: "customer_name", text: "Asha" }] },
          { type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload: "STOP:7" }] },
          { type: "button", sub_type: "url", index: 1, parameters: [{ type: "text", text: "ORD-7" }] },
        ],
      },
    });
    const listed = (await (await fetch(`${simulator.url}/__simulator/messages`)).json()) as unknown[];
    expect(listed[0]).toEqual({
      id: sent.json.messages?.[0]?.id,
      channel: "whatsapp",
      to: CUSTOMER,
      template: "invoice_ready",
      language: "en",
      category: "utility",
      text: "[document: Invoice-7.pdf]\nHi Asha, your invoice is attached.\nGanit Play",
      document: { link: "https://shop.test/i/7.pdf", filename: "Invoice-7.pdf" },
      buttons: [
        { type: "quick_reply", text: "Stop updates", payload: "STOP:7" },
        { type: "url", text: "Track order", url: "https://shop.test/track/ORD-7" },
      ],
      status: expect.stringMatching(/^(accepted|sent|delivered)$/) as string,
      error: null,
      callbackData: "order:ORD-7",
      at: expect.any(String) as string,
    });
  });

  it("fails queued sends, and answers 503 or drops the connection while offline", async () => {
    simulator.failNextSends({ httpStatus: 503 }, { code: 130429 });
    expect(await shippedTo(CUSTOMER, "A", "B")).toMatchObject({ status: 503, json: { error: { code: 131016 } } });
    expect(await shippedTo(CUSTOMER, "A", "B")).toMatchObject({ status: 400, json: { error: { code: 130429 } } });
    simulator.setOffline(true);
    expect((await shippedTo(CUSTOMER, "A", "B")).status).toBe(503);
    simulator.setOffline(true, "network-error");
    await expect(shippedTo(CUSTOMER, "A", "B")).rejects.toThrow();
    simulator.setOffline(false);
    expect((await shippedTo(CUSTOMER, "A", "B")).status).toBe(200);
  });
});

describe("WhatsApp simulator's rate limits", () => {
  it("refuses sends beyond the throughput (130429) and the pair limit (131056)", async () => {
    const limited = await startWhatsAppSimulator({
      ...CREDENTIALS,
      throughputPerSecond: 3,
      pairLimit: { messages: 2, perSeconds: 6 },
    });
    try {
      await createTemplate(limited, utilityTemplate("hello", "en", "Hello"));
      const hello = (to: string) =>
        sendMessage(limited, { to, type: "template", template: { name: "hello", language: { code: "en" } } });
      expect((await hello("919800000001")).status).toBe(200);
      expect((await hello("919800000001")).status).toBe(200);
      expect((await hello("919800000001")).json.error?.code).toBe(131056);
      expect((await hello("919800000002")).status).toBe(200);
      expect((await hello("919800000003")).json.error).toMatchObject({
        code: 130429,
        message: "(#130429) Rate limit hit",
      });
    } finally {
      await limited.close();
    }
  });
});
