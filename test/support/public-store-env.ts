import { vi } from "vitest";

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
  SMTP_URL: "smtps://apikey:mail-secret@smtp.example.in:465",
  MAIL_FROM: "GanitPlay <orders@example.in>",
  SELLER_LEGAL_NAME: "Ganit Toys Private Limited",
  SELLER_GSTIN: "27aapfu0939f1zv",
  SELLER_ADDRESS: "4th Floor, 12 MG Road, Pune 411001",
  SELLER_STATE: "MAHARASHTRA",
  GRIEVANCE_OFFICER_NAME: "Meera Joshi",
  GRIEVANCE_OFFICER_DESIGNATION: "Grievance Officer",
  GRIEVANCE_OFFICER_EMAIL: "grievance@example.in",
  GRIEVANCE_OFFICER_PHONE: "+91 291 000 0002",
} as const;

export function stubPublicStoreEnv(overrides: Partial<Record<keyof typeof PUBLIC_STORE_ENV, string>> = {}) {
  for (const [name, value] of Object.entries({ ...PUBLIC_STORE_ENV, ...overrides })) vi.stubEnv(name, value);
}
