/**
 * PhonePe settings from configuration (lib/env.ts). Without credentials, a store on this machine
 * uses the local simulator; a public store is refused the simulator, and the real environments
 * need every credential.
 */
import { simulatorCredential } from "../../simulator-credential";

const PHONEPE_HOSTS = {
  sandbox: {
    oauthBaseUrl: "https://api-preprod.phonepe.com/apis/pg-sandbox",
    pgBaseUrl: "https://api-preprod.phonepe.com/apis/pg-sandbox",
  },
  production: {
    oauthBaseUrl: "https://api.phonepe.com/apis/identity-manager",
    pgBaseUrl: "https://api.phonepe.com/apis/pg",
  },
} as const;

/** Where the local PhonePe simulator listens unless PHONEPE_SIMULATOR_URL says otherwise. */
export const DEFAULT_PHONEPE_SIMULATOR_URL = "http://127.0.0.1:4010";

export interface PhonePeConfig {
  environment: "simulator" | "sandbox" | "production";
  oauthBaseUrl: string;
  pgBaseUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  webhookUsername: string;
  webhookPassword: string;
  paymentExpirySeconds: number;
}

export interface PhonePeVariables {
  PHONEPE_ENV?: PhonePeConfig["environment"];
  PHONEPE_CLIENT_ID?: string;
  PHONEPE_CLIENT_SECRET?: string;
  PHONEPE_CLIENT_VERSION?: number;
  PHONEPE_WEBHOOK_USERNAME?: string;
  PHONEPE_WEBHOOK_PASSWORD?: string;
  PHONEPE_SIMULATOR_URL?: string;
  PHONEPE_PAYMENT_EXPIRY_SECONDS?: number;
}

/** The PhonePe settings, or why the variables cannot make them. */
export function phonePeConfig(raw: PhonePeVariables, isPublic: boolean): PhonePeConfig | string {
  const environment = raw.PHONEPE_ENV ?? (isPublic ? undefined : "simulator");
  if (!environment) return "PHONEPE_ENV is required when SITE_URL is public (sandbox or production)";
  const paymentExpirySeconds = raw.PHONEPE_PAYMENT_EXPIRY_SECONDS ?? 900;
  if (environment === "simulator") {
    if (isPublic) return "The PhonePe simulator cannot be used when SITE_URL is public";
    const simulatorUrl = (raw.PHONEPE_SIMULATOR_URL ?? DEFAULT_PHONEPE_SIMULATOR_URL).replace(/\/+$/, "");
    return {
      environment,
      oauthBaseUrl: simulatorUrl,
      pgBaseUrl: simulatorUrl,
      clientId: raw.PHONEPE_CLIENT_ID ?? "SIMULATOR_CLIENT",
      clientSecret: raw.PHONEPE_CLIENT_SECRET ?? "simulator-secret",
      clientVersion: raw.PHONEPE_CLIENT_VERSION ?? 1,
      webhookUsername: raw.PHONEPE_WEBHOOK_USERNAME ?? simulatorCredential(),
      webhookPassword: raw.PHONEPE_WEBHOOK_PASSWORD ?? simulatorCredential(),
      paymentExpirySeconds,
    };
  }
  const { PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD } = raw;
  if (!PHONEPE_CLIENT_ID || !PHONEPE_CLIENT_SECRET || !PHONEPE_WEBHOOK_USERNAME || !PHONEPE_WEBHOOK_PASSWORD) {
    return `PHONEPE_ENV=${environment} needs PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD`;
  }
  return {
    environment,
    ...PHONEPE_HOSTS[environment],
    clientId: PHONEPE_CLIENT_ID,
    clientSecret: PHONEPE_CLIENT_SECRET,
    clientVersion: raw.PHONEPE_CLIENT_VERSION ?? 1,
    webhookUsername: PHONEPE_WEBHOOK_USERNAME,
    webhookPassword: PHONEPE_WEBHOOK_PASSWORD,
    paymentExpirySeconds,
  };
}
