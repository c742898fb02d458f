import { vi } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { TEMPLATE_NAMES } from "@/lib/messaging/templates/catalogue";

/** An MSG91 template id for every template in both languages, as a real panel's mapping gives them. */
const MSG91_TEMPLATE_IDS = JSON.stringify(
  Object.fromEntries(
    TEMPLATE_NAMES.map((name, index) => [
      name,
      Object.fromEntries(
        LOCALES.map((locale, offset) => [locale, `64f1${String(index * 2 + offset).padStart(20, "0")}`]),
      ),
    ]),
  ),
);

/**
 * A complete configuration for a store on a public address (every setting a public SITE_URL
 * requires), stubbed for one test; `vi.unstubAllEnvs()` undoes it.
 */
export const PUBLIC_STORE_ENV = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://shop:secret@db:5432/shop",
  AUTH_SECRET: "x".repeat(40),
  SITE_URL: "https://shop.example.in/",
  PHONEPE_ENV: "production",
  PHONEPE_CLIENT_ID: "M123",
  PHONEPE_CLIENT_SECRET: "client-secret",
  PHONEPE_WEBHOOK_USERNAME: "store",
  PHONEPE_WEBHOOK_PASSWORD: "webhook-password",
  WHATSAPP_ENV: "cloud",
  WHATSAPP_ACCESS_TOKEN: "EAAG-test-access-token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_BUSINESS_ACCOUNT_ID: "102290129340398",
  WHATSAPP_APP_SECRET: "whatsapp-app-secret",
  WHATSAPP_VERIFY_TOKEN: "whatsapp-verify-token",
  SMS_ENV: "msg91",
  MSG91_AUTH_KEY: "msg91-auth-key",
  MSG91_SENDER_ID: "GANITP",
  MSG91_TEMPLATE_IDS,
  MSG91_REPORT_TOKEN: "msg91-report-token-0123",
  SHIPROCKET_ENV: "live",
  SHIPROCKET_API_EMAIL: "api-user@ganitplay.example",
  SHIPROCKET_API_PASSWORD: "shiprocket-api-password",
  SHIPROCKET_PICKUP_LOCATION: "Jodhpur Warehouse",
  SHIPROCKET_PICKUP_PINCODE: "342001",
  SHIPROCKET_WEBHOOK_TOKEN: "courier-webhook-token-0123",
  SMTP_URL: "smtps://apikey:mail-secret@smtp.example.in:465",
  MAIL_FROM: "GanitPlay <orders@example.in>",
  SELLER_LEGAL_NAME: "Ganit Toys Private Limited",
  SELLER_GSTIN: "27aapfu0939f1zv",
  SELLER_ADDRESS: "4th Floor, 12 MG Road, Pune 411001",
  SELLER_STATE: "MAHARASHTRA",
  BANK_ACCOUNT_NAME: "Ganit Toys Private Limited",
  BANK_ACCOUNT_NUMBER: "5020 0012 3456 78",
  BANK_IFSC: "hdfc0000123",
  BANK_NAME: "HDFC Bank, FC Road, Pune",
  BANK_UPI_ID: "ganittoys@hdfcbank",
  GRIEVANCE_OFFICER_NAME: "Meera Joshi",
  GRIEVANCE_OFFICER_DESIGNATION: "Grievance Officer",
  GRIEVANCE_OFFICER_EMAIL: "grievance@example.in",
  GRIEVANCE_OFFICER_PHONE: "+91 291 000 0002",
} as const;

export function stubPublicStoreEnv(overrides: Partial<Record<keyof typeof PUBLIC_STORE_ENV, string>> = {}) {
  for (const [name, value] of Object.entries({ ...PUBLIC_STORE_ENV, ...overrides })) vi.stubEnv(name, value);
}
