/** Shared by the simulator's tests: a registry like the store's, a DLR receiver, polling. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Msg91Template, SmsSimulator, SmsSimulatorOptions } from "./server";

export const AUTH_KEY = "test-authkey";

export const TEMPLATES: Msg91Template[] = [
  {
    id: "order-shipped",
    dltTemplateId: "1107161234567890123",
    sender: "GANITP",
    category: "service-implicit",
    text: "Hi {#var#}, your GanitPlay order {#var#} has shipped. Track: {#url#}",
    variables: ["name", "order", "link"],
    whitelistedUrls: ["https://ganitplay.in/t/"],
  },
  {
    id: "order-shipped-hi",
    dltTemplateId: "1107161234567890124",
    sender: "GANITP",
    category: "service-implicit",
    text: "नमस्ते {#var#}, आपका गणितप्ले ऑर्डर {#var#} भेज दिया गया है, जल्द पहुँचेगा। धन्यवाद!",
    variables: ["name", "order"],
  },
  {
    id: "festive-sale",
    dltTemplateId: "1107161234567890125",
    sender: "GANITP",
    category: "promotional",
    text: "Diwali sale: {#var#} off on maths games at GanitPlay.",
    variables: ["var1"],
  },
];

export function simulatorOptions(overrides: Partial<SmsSimulatorOptions> = {}): SmsSimulatorOptions {
  return {
    authKey: AUTH_KEY,
    entityId: "1101161234567890123",
    senders: ["GANITP"],
    templates: TEMPLATES,
    reportDelayMs: 5,
    ...overrides,
  };
}

export async function sendFlow(simulator: SmsSimulator, body: unknown, authKey = AUTH_KEY) {
  const answer = await fetch(`${simulator.url}/api/v5/flow`, {
    method: "POST",
    headers: { "Content-Type": "application/json", authkey: authKey },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { type: string; message: string } };
}

/** The store's DLR endpoint: answers `statuses` in turn (then 200) and keeps what it received. */
export async function startReceiver(statuses: number[] = []) {
  const received: { contentType?: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ contentType: request.headers["content-type"], body });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/msg91?token=store-secret`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls until `read` returns something other than undefined (reports arrive asynchronously). */
export async function waitFor<T>(read: () => T | undefined, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
