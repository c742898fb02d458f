/**
 * The WhatsApp and SMS simulators for a test file, talking to the store as they would to a running
 * one: their webhooks reach the store's own route handlers, through a small HTTP server that plays
 * Next.js for those two routes. The store's templates are submitted to the WhatsApp simulator, as
 * the store does at start.
 */
import { afterAll, beforeAll } from "vitest";
import type { SmsSimulatorOptions } from "@/dev-tools/sms-simulator/server";
import type { WhatsAppSimulatorOptions } from "@/dev-tools/whatsapp-simulator/server";
import * as whatsAppWebhook from "@/app/api/messaging/whatsapp/webhook/route";
import * as smsReports from "@/app/api/messaging/sms/reports/route";
import { startLocalSms, startLocalWhatsApp } from "@/scripts/messaging-simulators";
import { startRouteServer } from "./route-server";

const ROUTES = {
  "/api/messaging/whatsapp/webhook": whatsAppWebhook,
  "/api/messaging/sms/reports": smsReports,
};

export interface SimulatorFaults {
  whatsApp?: Partial<WhatsAppSimulatorOptions>;
  sms?: Partial<SmsSimulatorOptions>;
}

/** Starts the store's webhook endpoints and both simulators before the file's tests; answers them. */
export function runMessagingSimulators(faults: SimulatorFaults = {}) {
  const running: {
    store?: Awaited<ReturnType<typeof startRouteServer>>;
    whatsApp?: Awaited<ReturnType<typeof startLocalWhatsApp>>;
    sms?: Awaited<ReturnType<typeof startLocalSms>>;
  } = {};
  beforeAll(async () => {
    running.store = await startRouteServer(ROUTES);
    const storeUrl = running.store.url;
    process.env.WHATSAPP_SIMULATOR_URL = process.env.SMS_SIMULATOR_URL = "http://127.0.0.1:0";
    running.whatsApp = await startLocalWhatsApp(storeUrl, { statusDelayMs: 5, ...faults.whatsApp });
    running.sms = await startLocalSms(storeUrl, { reportDelayMs: 5, ...faults.sms });
    const { env } = await import("@/lib/env");
    const { submitTemplates } = await import("@/lib/messaging/whatsapp/template-registration");
    await submitTemplates(env().messaging.whatsApp!, env().SITE_URL);
  });
  afterAll(async () => {
    await Promise.all([running.whatsApp?.close(), running.sms?.close()]);
    await running.store?.close();
  });
  return {
    whatsApp: () => running.whatsApp!,
    sms: () => running.sms!,
    storeUrl: () => running.store!.url,
  };
}
