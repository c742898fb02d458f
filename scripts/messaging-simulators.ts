/**
 * The local WhatsApp Cloud API and MSG91 simulators (dev-tools/), started by `npm start`,
 * `npm run dev` and the browser tests for each channel with no real credentials (WHATSAPP_ENV,
 * SMS_ENV unset or "simulator"). Their addresses and the webhook secrets (the configured ones or,
 * by default, random for this run) are put in this process's environment, so start the store's
 * server after this, with it. The store submits its WhatsApp templates to the simulator itself
 * when it starts (lib/server-start.ts), as it would to Meta.
 */
import { randomBytes } from "node:crypto";
import { startSmsSimulator, type SmsSimulatorOptions } from "../dev-tools/sms-simulator/server";
import { startWhatsAppSimulator, type WhatsAppSimulatorOptions } from "../dev-tools/whatsapp-simulator/server";
import { listenAtUrl } from "./ports";

const secret = () => randomBytes(24).toString("base64url");

/** `faults`: a test's numbers not on WhatsApp, its timings. */
export async function startLocalWhatsApp(siteUrl: string, faults: Partial<WhatsAppSimulatorOptions> = {}) {
  const { DEFAULT_WHATSAPP_SIMULATOR_URL, SIMULATOR_ACCOUNT } = await import("../lib/messaging/config");
  const appSecret = (process.env.WHATSAPP_APP_SECRET ||= secret());
  const verifyToken = (process.env.WHATSAPP_VERIFY_TOKEN ||= secret());
  const simulator = await listenAtUrl(
    "The WhatsApp simulator",
    "WHATSAPP_SIMULATOR_URL",
    process.env.WHATSAPP_SIMULATOR_URL ?? "",
    DEFAULT_WHATSAPP_SIMULATOR_URL,
    (host, port) =>
      startWhatsAppSimulator({
        host,
        port,
        accessToken: process.env.WHATSAPP_ACCESS_TOKEN || SIMULATOR_ACCOUNT.accessToken,
        appSecret,
        phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID || SIMULATOR_ACCOUNT.phoneNumberId,
        wabaId: process.env.WHATSAPP_BUSINESS_ACCOUNT_ID || SIMULATOR_ACCOUNT.businessAccountId,
        displayPhoneNumber: SIMULATOR_ACCOUNT.displayPhoneNumber,
        webhook: { url: `${siteUrl.replace(/\/+$/, "")}/api/messaging/whatsapp/webhook`, verifyToken },
        ...faults,
      }),
  );
  process.env.WHATSAPP_SIMULATOR_URL = simulator.url;
  return simulator;
}

/** `faults`: a test's failing numbers, its timings. */
export async function startLocalSms(siteUrl: string, faults: Partial<SmsSimulatorOptions> = {}) {
  const { DEFAULT_SMS_SIMULATOR_URL, SIMULATOR_ACCOUNT, simulatorTemplateId } = await import("../lib/messaging/config");
  const { SMS_TEMPLATE_NAMES } = await import("../lib/messaging/templates/catalogue");
  const { smsTemplateText } = await import("../lib/messaging/templates/render");
  const { LOCALES } = await import("../lib/i18n/locales");
  const site = siteUrl.replace(/\/+$/, "");
  const reportToken = (process.env.MSG91_REPORT_TOKEN ||= secret());
  const senderId = process.env.MSG91_SENDER_ID || SIMULATOR_ACCOUNT.senderId;
  // What the store's DLT registration holds: each template's text, with the store's address whitelisted.
  const templates = SMS_TEMPLATE_NAMES.flatMap((name) =>
    LOCALES.map((locale, index) => {
      const text = smsTemplateText(name, locale, site);
      const variables = (text.match(/\{#var#\}/g) ?? []).map((_, position) => `var${position + 1}`);
      const dltTemplateId = `1107${String(SMS_TEMPLATE_NAMES.indexOf(name) * 10 + index).padStart(15, "0")}`;
      const id = simulatorTemplateId(name, locale);
      return {
        id,
        dltTemplateId,
        sender: senderId,
        category: "service-implicit" as const,
        text,
        variables,
        whitelistedUrls: [site],
      };
    }),
  );
  const simulator = await listenAtUrl(
    "The SMS simulator",
    "SMS_SIMULATOR_URL",
    process.env.SMS_SIMULATOR_URL ?? "",
    DEFAULT_SMS_SIMULATOR_URL,
    (host, port) =>
      startSmsSimulator({
        host,
        port,
        authKey: process.env.MSG91_AUTH_KEY || SIMULATOR_ACCOUNT.msg91AuthKey,
        entityId: "1101000000000000001",
        senders: [senderId],
        templates,
        deliveryReports: { url: `${site}/api/messaging/sms/reports?token=${encodeURIComponent(reportToken)}` },
        ...faults,
      }),
  );
  process.env.SMS_SIMULATOR_URL = simulator.url;
  return simulator;
}

/** Starts the simulator of each channel left without credentials; answers them for stopping. */
export async function startLocalMessaging(siteUrl: string) {
  const whatsApp =
    !process.env.WHATSAPP_ENV || process.env.WHATSAPP_ENV === "simulator" ? await startLocalWhatsApp(siteUrl) : null;
  const sms = !process.env.SMS_ENV || process.env.SMS_ENV === "simulator" ? await startLocalSms(siteUrl) : null;
  return { whatsApp, sms, close: async () => void (await Promise.all([whatsApp?.close(), sms?.close()])) };
}
