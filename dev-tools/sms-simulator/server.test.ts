/** The flow call: authentication, validation as MSG91 and DLT would, rendering and credits, faults. */
import { request } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSmsSimulator, type SmsSimulator } from "./server";
import { countCredits } from "./sms-encoding";
import { sendFlow, simulatorOptions, TEMPLATES } from "./test-support";

const SHIPPED = { name: "Aarav", order: "GP-1042", link: "https://ganitplay.in/t/GP-1042" };

let simulator: SmsSimulator;
beforeEach(async () => {
  // Reports far off: every SMS here stays "submitted".
  simulator = await startSmsSimulator(simulatorOptions({ reportDelayMs: 60_000 }));
});
afterEach(() => simulator.close());

const shipped = (recipient: Record<string, string> = {}) => ({
  template_id: "order-shipped",
  recipients: [{ mobiles: "919876543210", ...SHIPPED, ...recipient }],
});

describe("POST /api/v5/flow", () => {
  it("answers 401 with MSG91's error shape to a wrong or missing authkey, and sends nothing", async () => {
    expect(await sendFlow(simulator, shipped(), "wrong")).toEqual({
      status: 401,
      body: { type: "error", message: "Authentication failure" },
    });
    const missing = await fetch(`${simulator.url}/api/v5/flow/`, { method: "POST", body: JSON.stringify(shipped()) });
    expect(missing.status).toBe(401);
    expect(simulator.messages()).toEqual([]);
  });

  it("accepts a send with a 24-hex request id and renders the DLT text with the -S sender", async () => {
    const { status, body } = await sendFlow(simulator, shipped());

    expect(status).toBe(200);
    expect(body.type).toBe("success");
    expect(body.message).toMatch(/^[0-9a-f]{24}$/);
    const listed = (await (await fetch(`${simulator.url}/__simulator/messages`)).json()) as unknown[];
    expect(listed).toEqual([
      {
        id: `${body.message}:919876543210`,
        channel: "sms",
        requestId: body.message,
        to: "919876543210",
        template: "order-shipped",
        dltTemplateId: "1107161234567890123",
        sender: "GANITP-S",
        language: "en",
        text: "Hi Aarav, your GanitPlay order GP-1042 has shipped. Track: https://ganitplay.in/t/GP-1042",
        buttons: [],
        credits: 1,
        status: "submitted",
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      },
    ]);
  });

  it.each(["control.msg91.com", "api.msg91.com"])("serves the flow whatever the Host header (%s)", async (host) => {
    const answer = await new Promise<string>((resolve, reject) => {
      const headers = { Host: host, authkey: "test-authkey", "Content-Type": "application/json" };
      const call = request(`${simulator.url}/api/v5/flow`, { method: "POST", headers }, (response) => {
        response.setEncoding("utf8");
        let body = "";
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      });
      call.on("error", reject);
      call.end(JSON.stringify(shipped()));
    });
    expect(JSON.parse(answer)).toMatchObject({ type: "success" });
  });

  it("sends each recipient as its own SMS under one request id, newest first", async () => {
    const { body } = await sendFlow(simulator, {
      template_id: "order-shipped",
      recipients: [
        { mobiles: "919876543210", ...SHIPPED },
        { mobiles: "917012345678", ...SHIPPED, name: "Diya" },
      ],
    });
    const [newest, oldest] = simulator.messages();
    expect([newest?.to, oldest?.to]).toEqual(["917012345678", "919876543210"]);
    expect(newest?.requestId).toBe(body.message);
    expect(newest?.text).toMatch(/^Hi Diya,/);
  });

  it("counts Hindi as Unicode: an 80-character Devanagari SMS takes 2 credits", async () => {
    await sendFlow(simulator, {
      template_id: "order-shipped-hi",
      recipients: [{ mobiles: "919876543210", name: "आरव", order: "GP-1042" }],
    });
    const [sms] = simulator.messages();
    expect(sms?.text).toHaveLength(80);
    expect(sms).toMatchObject({ language: "hi", credits: 2 });
  });

  it("counts GSM-7 texts 160 to an SMS, 153 to a part, extension characters twice", () => {
    expect(countCredits("a".repeat(160))).toBe(1);
    expect(countCredits("a".repeat(161))).toBe(2);
    expect(countCredits("a".repeat(307))).toBe(3);
    expect(countCredits("€".repeat(81))).toBe(2);
    expect(countCredits("अ".repeat(70))).toBe(1);
  });

  it.each([
    ["an unknown template", { ...shipped(), template_id: "nope" }, "Template not found"],
    [
      "a missing variable",
      { template_id: "order-shipped", recipients: [{ mobiles: "919876543210", order: "GP-1", link: SHIPPED.link }] },
      "recipients.0: Variable name is missing",
    ],
    ["an extra variable", shipped({ coupon: "X" }), "recipients.0: Variable coupon is not in the template"],
    ["a variable over 30 characters", shipped({ name: "A".repeat(31) }), "longer than 30 characters"],
    ["a URL that is not whitelisted", shipped({ link: "https://evil.example/x" }), "URL that is not whitelisted"],
    ["a number without 91", shipped({ mobiles: "9876543210" }), "recipients.0: mobiles must be 91"],
    ["a number starting 5", shipped({ mobiles: "915876543210" }), "recipients.0: mobiles must be 91"],
    ["no recipients", { template_id: "order-shipped", recipients: [] }, "recipients"],
    ["no template_id", { recipients: [] }, "template_id"],
  ])("refuses %s with HTTP 200 and type error, sending nothing", async (_case, body, message) => {
    const answer = await sendFlow(simulator, body);

    expect(answer.status).toBe(200);
    expect(answer.body.type).toBe("error");
    expect(answer.body.message).toContain(message);
    expect(simulator.messages()).toEqual([]);
  });

  it("answers type error to a body that is not JSON", async () => {
    const answer = await fetch(`${simulator.url}/api/v5/flow`, {
      method: "POST",
      headers: { authkey: "test-authkey" },
      body: "{not json",
    });
    expect(await answer.json()).toEqual({ type: "error", message: "Invalid JSON body" });
  });
});

describe("configuration", () => {
  it.each([
    [
      "an unregistered sender",
      { templates: [{ ...TEMPLATES[0]!, sender: "OTHERS" }] },
      "sender OTHERS is not registered",
    ],
    [
      "placeholders not matching variables",
      { templates: [{ ...TEMPLATES[0]!, variables: ["name"] }] },
      "3 placeholders",
    ],
    ["a report URL that is not a URL", { deliveryReports: { url: "store" } }, "deliveryReports.url"],
    ["a malformed promotional window", { promoWindow: { from: "10", to: "21:00" } }, "promoWindow"],
  ])("refuses %s", async (_case, overrides, message) => {
    await expect(startSmsSimulator(simulatorOptions(overrides))).rejects.toThrow(message);
  });
});

describe("faults", () => {
  it("fails the next sends as queued, then works again", async () => {
    simulator.failNextSends({ httpStatus: 503 }, { message: "Insufficient balance" });

    const outage = await fetch(`${simulator.url}/api/v5/flow`, {
      method: "POST",
      headers: { authkey: "test-authkey" },
    });
    expect([outage.status, outage.headers.get("content-type")]).toEqual([503, "text/html"]);
    expect(await sendFlow(simulator, shipped())).toEqual({
      status: 200,
      body: { type: "error", message: "Insufficient balance" },
    });
    expect((await sendFlow(simulator, shipped())).body.type).toBe("success");
    expect(simulator.messages()).toHaveLength(1);
  });

  it("answers 503 to every call while offline, set over HTTP", async () => {
    const set = (offline: boolean) =>
      fetch(`${simulator.url}/__simulator/offline`, { method: "POST", body: JSON.stringify({ offline }) });
    await set(true);
    const answer = await fetch(`${simulator.url}/api/v5/flow`, {
      method: "POST",
      headers: { authkey: "test-authkey" },
    });
    expect(answer.status).toBe(503);
    await set(false);
    expect((await sendFlow(simulator, shipped())).body.type).toBe("success");
  });

  it("queues faults over HTTP and refuses malformed ones with 400", async () => {
    const post = (body: unknown) =>
      fetch(`${simulator.url}/__simulator/fail-next-sends`, { method: "POST", body: JSON.stringify(body) });
    expect((await post({ httpStatus: 200 })).status).toBe(400);
    expect((await post([{ httpStatus: 502 }])).status).toBe(200);
    const answer = await fetch(`${simulator.url}/api/v5/flow`, {
      method: "POST",
      headers: { authkey: "test-authkey" },
    });
    expect(answer.status).toBe(502);
  });
});
