/**
 * WhatsApp and SMS settings from configuration (lib/env.ts). On this machine, without
 * credentials, each uses its local simulator; a public store is refused the simulators and needs
 * every credential of a channel it turns on ("off" leaves the channel out: no consent is offered
 * for it and nothing is sent on it).
 */
import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "../i18n/locales";
import { SMS_TEMPLATE_NAMES, type SmsTemplateName } from "./templates/catalogue";
import { simulatorCredential } from "../simulator-credential";

/** Where the local simulators listen unless WHATSAPP_SIMULATOR_URL / SMS_SIMULATOR_URL say otherwise. */
export const DEFAULT_WHATSAPP_SIMULATOR_URL = "http://127.0.0.1:4020";
export const DEFAULT_SMS_SIMULATOR_URL = "http://127.0.0.1:4030";
/** The simulators' account: what the store and the simulators agree on when nothing is configured. */
export const SIMULATOR_ACCOUNT = {
  accessToken: "simulator-access-token",
  phoneNumberId: "106540352242922",
  businessAccountId: "102290129340398",
  /** The store's WhatsApp number as customers see it. */
  displayPhoneNumber: "919000000001",
  msg91AuthKey: "simulator-auth-key",
  senderId: "GANITP",
} as const;

/** The Graph API version the client speaks (it answers the same shapes from v23.0 to v26.0). */
export const DEFAULT_GRAPH_VERSION = "v24.0";

export interface WhatsAppConfig {
  environment: "simulator" | "cloud";
  /** graph.facebook.com, or the simulator. */
  apiUrl: string;
  apiVersion: string;
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
  /** Signs the webhooks (X-Hub-Signature-256). */
  appSecret: string;
  /** Meta's handshake when the callback URL is saved. */
  verifyToken: string;
  /**
   * The handle of a sample invoice PDF uploaded to Meta (its Resumable Upload API): a template with
   * a document header is reviewed with one. The simulator needs none.
   */
  invoiceSampleHandle: string | null;
}

export interface SmsConfig {
  environment: "simulator" | "msg91";
  apiUrl: string;
  authKey: string;
  /** The DLT header (sender id), six letters. */
  senderId: string;
  /** MSG91's template id of each template in each language, each mapped there to its DLT template. */
  templateIds: Record<SmsTemplateName, Record<Locale, string>>;
  /** The secret in the delivery-report URL: MSG91 signs nothing. */
  reportToken: string;
}

export interface MessagingVariables {
  WHATSAPP_ENV?: "simulator" | "cloud" | "off";
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_INVOICE_SAMPLE_HANDLE?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_BUSINESS_ACCOUNT_ID?: string;
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_VERIFY_TOKEN?: string;
  WHATSAPP_API_VERSION?: string;
  WHATSAPP_SIMULATOR_URL?: string;
  SMS_ENV?: "simulator" | "msg91" | "off";
  MSG91_AUTH_KEY?: string;
  MSG91_SENDER_ID?: string;
  MSG91_TEMPLATE_IDS?: Partial<Record<string, Partial<Record<Locale, string>>>>;
  MSG91_REPORT_TOKEN?: string;
  SMS_SIMULATOR_URL?: string;
}

const trimmed = (url: string) => url.replace(/\/+$/, "");

/** The simulator's MSG91 template ids: fixed per template and language, 24 hex characters as MSG91's. */
export const simulatorTemplateId = (name: SmsTemplateName, locale: Locale) =>
  createHash("sha256").update(`${name}.${locale}`).digest("hex").slice(0, 24);

export function whatsAppConfig(raw: MessagingVariables, isPublic: boolean): WhatsAppConfig | null | string {
  const environment = raw.WHATSAPP_ENV ?? (isPublic ? undefined : "simulator");
  if (!environment) return "WHATSAPP_ENV is required when SITE_URL is public (cloud or off)";
  if (environment === "off") return null;
  if (environment === "simulator") {
    if (isPublic) return "The WhatsApp simulator cannot be used when SITE_URL is public";
    return {
      environment,
      apiUrl: trimmed(raw.WHATSAPP_SIMULATOR_URL ?? DEFAULT_WHATSAPP_SIMULATOR_URL),
      apiVersion: raw.WHATSAPP_API_VERSION ?? DEFAULT_GRAPH_VERSION,
      accessToken: raw.WHATSAPP_ACCESS_TOKEN ?? SIMULATOR_ACCOUNT.accessToken,
      phoneNumberId: raw.WHATSAPP_PHONE_NUMBER_ID ?? SIMULATOR_ACCOUNT.phoneNumberId,
      businessAccountId: raw.WHATSAPP_BUSINESS_ACCOUNT_ID ?? SIMULATOR_ACCOUNT.businessAccountId,
      appSecret: raw.WHATSAPP_APP_SECRET ?? simulatorCredential(),
      verifyToken: raw.WHATSAPP_VERIFY_TOKEN ?? simulatorCredential(),
      invoiceSampleHandle: raw.WHATSAPP_INVOICE_SAMPLE_HANDLE ?? null,
    };
  }
  const { WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_BUSINESS_ACCOUNT_ID } = raw;
  const { WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = raw;
  if (
    !WHATSAPP_ACCESS_TOKEN ||
    !WHATSAPP_PHONE_NUMBER_ID ||
    !WHATSAPP_BUSINESS_ACCOUNT_ID ||
    !WHATSAPP_APP_SECRET ||
    !WHATSAPP_VERIFY_TOKEN
  ) {
    return "WHATSAPP_ENV=cloud needs WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_BUSINESS_ACCOUNT_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN";
  }
  return {
    environment,
    apiUrl: "https://graph.facebook.com",
    apiVersion: raw.WHATSAPP_API_VERSION ?? DEFAULT_GRAPH_VERSION,
    accessToken: WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    businessAccountId: WHATSAPP_BUSINESS_ACCOUNT_ID,
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
    invoiceSampleHandle: raw.WHATSAPP_INVOICE_SAMPLE_HANDLE ?? null,
  };
}

/** Every SMS template's id in both languages from MSG91_TEMPLATE_IDS, or the ones it lacks. */
function configuredTemplateIds(ids: MessagingVariables["MSG91_TEMPLATE_IDS"] = {}) {
  const missing: string[] = [];
  const entries = SMS_TEMPLATE_NAMES.map((name) => {
    const byLocale = Object.fromEntries(
      LOCALES.map((locale) => {
        const id = ids[name]?.[locale];
        if (!id) missing.push(`${name}.${locale}`);
        return [locale, id ?? ""];
      }),
    );
    return [name, byLocale];
  });
  return missing.length > 0 ? missing : (Object.fromEntries(entries) as SmsConfig["templateIds"]);
}

export function smsConfig(raw: MessagingVariables, isPublic: boolean): SmsConfig | null | string {
  const environment = raw.SMS_ENV ?? (isPublic ? undefined : "simulator");
  if (!environment) return "SMS_ENV is required when SITE_URL is public (msg91 or off)";
  if (environment === "off") return null;
  if (environment === "simulator") {
    if (isPublic) return "The SMS simulator cannot be used when SITE_URL is public";
    const ids = SMS_TEMPLATE_NAMES.map((name) => [
      name,
      Object.fromEntries(LOCALES.map((locale) => [locale, simulatorTemplateId(name, locale)])),
    ]);
    return {
      environment,
      apiUrl: trimmed(raw.SMS_SIMULATOR_URL ?? DEFAULT_SMS_SIMULATOR_URL),
      authKey: raw.MSG91_AUTH_KEY ?? SIMULATOR_ACCOUNT.msg91AuthKey,
      senderId: raw.MSG91_SENDER_ID ?? SIMULATOR_ACCOUNT.senderId,
      templateIds: Object.fromEntries(ids) as SmsConfig["templateIds"],
      reportToken: raw.MSG91_REPORT_TOKEN ?? simulatorCredential(),
    };
  }
  const { MSG91_AUTH_KEY, MSG91_SENDER_ID, MSG91_REPORT_TOKEN } = raw;
  if (!MSG91_AUTH_KEY || !MSG91_SENDER_ID || !MSG91_REPORT_TOKEN) {
    return "SMS_ENV=msg91 needs MSG91_AUTH_KEY, MSG91_SENDER_ID, MSG91_TEMPLATE_IDS and MSG91_REPORT_TOKEN";
  }
  const templateIds = configuredTemplateIds(raw.MSG91_TEMPLATE_IDS);
  if (Array.isArray(templateIds)) return `MSG91_TEMPLATE_IDS lacks ${templateIds.join(", ")}`;
  return {
    environment,
    apiUrl: "https://control.msg91.com",
    authKey: MSG91_AUTH_KEY,
    senderId: MSG91_SENDER_ID,
    templateIds,
    reportToken: MSG91_REPORT_TOKEN,
  };
}
