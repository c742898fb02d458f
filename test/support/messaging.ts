/**
 * The WhatsApp and SMS simulators for a test file, talking to the store as they would to a running
 * one: their webhooks reach the store's own route handlers, through a small HTTP server that plays
 * Next.js for those two routes. The store's templates are submitted to the WhatsApp simulator, as
 * the store does at start.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { SmsSimulatorOptions } from "@/dev-tools/sms-simulator/server";
import type { WhatsAppSimulatorOptions } from "@/dev-tools/whatsapp-simulator/server";
import * as whatsAppWebhook from "@/app/api/messaging/whatsapp/webhook/route";
import * as smsReports from "@/app/api/messaging/sms/reports/route";
import { startLocalSms, startLocalWhatsApp } from "@/scripts/messaging-simulators";

type Handler = (request: Request, context: { params: Promise<object> }) => Promise<Response>;

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  "/api/messaging/whatsapp/webhook": whatsAppWebhook,
  "/api/messaging/sms/reports": smsReports,
};

async function forward(request: IncomingMessage, response: ServerResponse, base: string) {
  const url = new URL(request.url ?? "/", base);
  const handler = ROUTES[url.pathname]?.[request.method ?? "GET"];
  if (!handler) return void response.writeHead(404).end();
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const answer = await handler(
    new Request(url, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.method === "GET" ? undefined : Buffer.concat(chunks),
    }),
    { params: Promise.resolve({}) },
  );
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

export interface SimulatorFaults {
  whatsApp?: Partial<WhatsAppSimulatorOptions>;
  sms?: Partial<SmsSimulatorOptions>;
}

/** Starts the store's webhook endpoints and both simulators before the file's tests; answers them. */
export function runMessagingSimulators(faults: SimulatorFaults = {}) {
  const running: {
    whatsApp?: Awaited<ReturnType<typeof startLocalWhatsApp>>;
    sms?: Awaited<ReturnType<typeof startLocalSms>>;
  } = {};
  const store = createServer((request, response) => {
    forward(request, response, storeUrl).catch(() => response.writeHead(500).end());
  });
  let storeUrl = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    storeUrl = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
    process.env.WHATSAPP_SIMULATOR_URL = process.env.SMS_SIMULATOR_URL = "http://127.0.0.1:0";
    running.whatsApp = await startLocalWhatsApp(storeUrl, { statusDelayMs: 5, ...faults.whatsApp });
    running.sms = await startLocalSms(storeUrl, { reportDelayMs: 5, ...faults.sms });
    const { env } = await import("@/lib/env");
    const { submitTemplates } = await import("@/lib/messaging/whatsapp/template-registration");
    await submitTemplates(env().messaging.whatsApp!, env().SITE_URL);
  });
  afterAll(async () => {
    await Promise.all([running.whatsApp?.close(), running.sms?.close()]);
    await new Promise((resolve) => store.close(resolve));
  });
  return {
    whatsApp: () => running.whatsApp!,
    sms: () => running.sms!,
    storeUrl: () => storeUrl,
  };
}
