/**
 * Each configuration variable's own rule: its type, range and message. What the variables mean
 * together (a public store's requirements) is lib/public-store-policy.ts; lib/env.ts reads both.
 */
import { z } from "zod";
import { LOG_LEVELS } from "./log";
import { productVideoIdsSchema } from "./media/youtube";
import { newPasswordSchema } from "./validation/account";

/** Empty strings count as unset, as they do in most .env files. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** A limit of 1 to 1000; empty means `fallback`. */
const limit = (name: string, fallback: number) => {
  const message = `${name} must be a whole number from 1 to 1000`;
  return optional(z.coerce.number({ error: message }).int(message).min(1, message).max(1000, message)).transform(
    (value) => value ?? fallback,
  );
};

/** "Name <address>" or a bare address, as nodemailer reads it. */
const MAILBOX = /^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

export const siteUrlSchema = z
  .url({ error: "SITE_URL must be an absolute URL such as https://shop.example.in" })
  .default("http://localhost:3000")
  .transform((url) => url.replace(/\/+$/, ""));

/** A price in rupees to four decimals ("0.115"), as hundredths of a paisa (1150): no floating point. */
const rupeePrice = (name: string, fallback: string) =>
  optional(z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, `${name} must be rupees such as 0.115`))
    .transform((value) => value ?? fallback)
    .transform((rupees) => {
      const [whole = "0", fraction = ""] = rupees.split(".");
      return Number(whole) * 10_000 + Number(fraction.padEnd(4, "0"));
    });

const SAMPLE_RATE_MESSAGE = "VITALS_SAMPLE_RATE must be a share of page views from 0 to 1, such as 0.1";

/** The share of page views that report their Core Web Vitals: a tenth gives the report its percentiles without a report from every page. */
export const vitalsSampleRateSchema = optional(
  z.coerce.number({ error: SAMPLE_RATE_MESSAGE }).min(0, SAMPLE_RATE_MESSAGE).max(1, SAMPLE_RATE_MESSAGE),
).transform((rate) => rate ?? 0.1);

/** MSG91_TEMPLATE_IDS: {"order_placed": {"en": "<id>", "hi": "<id>"}, …} */
const templateIdsSchema = z.preprocess(
  (value) => {
    try {
      return typeof value === "string" ? (JSON.parse(value) as unknown) : value;
    } catch {
      return value;
    }
  },
  z.record(z.string(), z.object({ en: z.string().max(50).optional(), hi: z.string().max(50).optional() }), {
    error: 'MSG91_TEMPLATE_IDS must be JSON such as {"order_placed": {"en": "<id>", "hi": "<id>"}}',
  }),
);

export const variablesSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgresql:// URL" }),
  AUTH_SECRET: optional(z.string().min(32, "AUTH_SECRET must be at least 32 characters")),
  SITE_URL: optional(siteUrlSchema),
  /** Read by lib/log.ts itself (it must log before this validation); checked here so a typo is named. */
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: "LOG_LEVEL must be debug, info, warn, error or silent" })),
  ADMIN_EMAIL: optional(z.email("ADMIN_EMAIL must be an e-mail address")),
  PHONEPE_ENV: optional(
    z.enum(["simulator", "sandbox", "production"], { error: "PHONEPE_ENV must be simulator, sandbox or production" }),
  ),
  PHONEPE_CLIENT_ID: optional(z.string().max(200)),
  PHONEPE_CLIENT_SECRET: optional(z.string().max(500)),
  PHONEPE_CLIENT_VERSION: optional(z.coerce.number().int().positive()),
  PHONEPE_WEBHOOK_USERNAME: optional(z.string().max(200)),
  PHONEPE_WEBHOOK_PASSWORD: optional(z.string().max(500)),
  PHONEPE_SIMULATOR_URL: optional(z.url({ error: "PHONEPE_SIMULATOR_URL must be an absolute URL" })),
  PHONEPE_PAYMENT_EXPIRY_SECONDS: optional(
    z.coerce
      .number()
      .int()
      .min(300, "PHONEPE_PAYMENT_EXPIRY_SECONDS must be 300 to 3600")
      .max(3600, "PHONEPE_PAYMENT_EXPIRY_SECONDS must be 300 to 3600"),
  ),
  /** The same rules as a shopper's password: 8 characters to 72 bytes. */
  ADMIN_PASSWORD: optional(newPasswordSchema),
  /** Home's product videos: `slug=youtubeId` pairs (lib/media/youtube.ts). */
  PRODUCT_VIDEO_IDS: optional(productVideoIdsSchema),
  /** Where operators' image uploads are kept (served under /uploads); default .data/uploads. */
  UPLOAD_DIR: optional(z.string().max(500)),
  /** Or an S3-compatible bucket for them, shared by every instance (lib/media/object-storage-config.ts). */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http:// or https:// URL" })),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name")),
  S3_ACCESS_KEY_ID: optional(z.string().max(200)),
  S3_SECRET_ACCESS_KEY: optional(z.string().max(500)),
  S3_REGION: optional(z.string().max(50)),
  /** Next.js's cache shared by every instance (lib/cache/shared-cache-handler.mjs reads it itself). */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL" })),
  /** Couriers booked through Shiprocket (lib/shipping/config.ts): the local simulator unless configured. */
  SHIPROCKET_ENV: optional(
    z.enum(["simulator", "live", "off"], { error: "SHIPROCKET_ENV must be simulator, live or off" }),
  ),
  SHIPROCKET_API_EMAIL: optional(z.email("SHIPROCKET_API_EMAIL must be the API user's e-mail address")),
  SHIPROCKET_API_PASSWORD: optional(z.string().max(200)),
  // The panel's nickname, trimmed: Shiprocket matches it exactly (at most 36 characters).
  SHIPROCKET_PICKUP_LOCATION: optional(
    z.string().trim().min(1).max(36, "SHIPROCKET_PICKUP_LOCATION is at most 36 characters"),
  ),
  SHIPROCKET_PICKUP_PINCODE: optional(
    z.string().regex(/^[1-9]\d{5}$/, "SHIPROCKET_PICKUP_PINCODE must be a 6-digit pincode"),
  ),
  SHIPROCKET_WEBHOOK_TOKEN: optional(
    z.string().min(16, "SHIPROCKET_WEBHOOK_TOKEN must be at least 16 characters").max(200),
  ),
  SHIPROCKET_SIMULATOR_URL: optional(z.url({ error: "SHIPROCKET_SIMULATOR_URL must be an absolute URL" })),
  SHIPPING_PARCEL_CM: optional(
    z
      .string()
      .regex(
        /^\d{1,3}x\d{1,3}x\d{1,3}$/,
        "SHIPPING_PARCEL_CM must be length x breadth x height in cm, such as 25x20x10",
      )
      .transform((size) => {
        const [length = 0, breadth = 0, height = 0] = size.split("x").map(Number);
        return { length, breadth, height };
      }),
  ),
  /** Cash on delivery costs nothing up front: caps on what one account may hold unshipped (lib/orders/cod-limits.ts). */
  COD_MAX_OPEN_ORDERS: limit("COD_MAX_OPEN_ORDERS", 3),
  COD_MAX_UNITS_PER_PRODUCT: limit("COD_MAX_UNITS_PER_PRODUCT", 5),
  /** Hours a cash on delivery order waits for its customer's confirmation before it is cancelled (lib/orders/cod-confirmation/). */
  COD_CONFIRM_HOURS: limit("COD_CONFIRM_HOURS", 48),
  /** Hours after placing when an unconfirmed order's customer is reminded (at most half of COD_CONFIRM_HOURS). */
  COD_CONFIRM_REMIND_HOURS: limit("COD_CONFIRM_REMIND_HOURS", 6),
  /** WhatsApp Cloud API and MSG91 SMS (lib/messaging/config.ts): local simulators unless configured. */
  WHATSAPP_ENV: optional(
    z.enum(["simulator", "cloud", "off"], { error: "WHATSAPP_ENV must be simulator, cloud or off" }),
  ),
  WHATSAPP_ACCESS_TOKEN: optional(z.string().max(1000)),
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string().regex(/^\d{1,30}$/, "WHATSAPP_PHONE_NUMBER_ID must be digits")),
  WHATSAPP_BUSINESS_ACCOUNT_ID: optional(z.string().regex(/^\d{1,30}$/, "WHATSAPP_BUSINESS_ACCOUNT_ID must be digits")),
  WHATSAPP_APP_SECRET: optional(z.string().max(200)),
  WHATSAPP_VERIFY_TOKEN: optional(z.string().max(200)),
  WHATSAPP_API_VERSION: optional(z.string().regex(/^v\d+\.\d+$/, "WHATSAPP_API_VERSION must be like v24.0")),
  WHATSAPP_INVOICE_SAMPLE_HANDLE: optional(z.string().min(1).max(1000)),
  WHATSAPP_SIMULATOR_URL: optional(z.url({ error: "WHATSAPP_SIMULATOR_URL must be an absolute URL" })),
  SMS_ENV: optional(z.enum(["simulator", "msg91", "off"], { error: "SMS_ENV must be simulator, msg91 or off" })),
  MSG91_AUTH_KEY: optional(z.string().max(200)),
  MSG91_SENDER_ID: optional(
    z.string().regex(/^[A-Z]{6}$/, "MSG91_SENDER_ID must be six capital letters (the DLT header)"),
  ),
  MSG91_TEMPLATE_IDS: optional(templateIdsSchema),
  MSG91_REPORT_TOKEN: optional(z.string().min(16, "MSG91_REPORT_TOKEN must be at least 16 characters").max(200)),
  SMS_SIMULATOR_URL: optional(z.url({ error: "SMS_SIMULATOR_URL must be an absolute URL" })),
  /** What a message costs, in rupees (lib/messaging/prices.ts): India's rates when written, as defaults. */
  WHATSAPP_PRICE_UTILITY: rupeePrice("WHATSAPP_PRICE_UTILITY", "0.115"),
  WHATSAPP_PRICE_AUTHENTICATION: rupeePrice("WHATSAPP_PRICE_AUTHENTICATION", "0.115"),
  /** A reply inside the customer's 24 hours: free until Meta bills service messages (announced for October 2026, unconfirmed). */
  WHATSAPP_PRICE_SERVICE: rupeePrice("WHATSAPP_PRICE_SERVICE", "0"),
  SMS_PRICE: rupeePrice("SMS_PRICE", "0.25"),
  /** Outgoing mail server (lib/mail/transport.ts). */
  SMTP_URL: optional(
    z.url({
      protocol: /^smtps?$/,
      error: "SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587",
    }),
  ),
  MAIL_FROM: optional(
    z.string().regex(MAILBOX, 'MAIL_FROM must be an address such as "GanitPlay <orders@example.in>"'),
  ),
  /** The store's inbox for a copy of each new order; the store's public e-mail when unset. */
  ORDERS_NOTIFY_EMAIL: optional(z.email("ORDERS_NOTIFY_EMAIL must be an e-mail address")),
  /** The local mail catcher's HTTP API, set by npm start when it runs one (the /dev/mail page). */
  MAIL_CATCHER_URL: optional(z.url({ error: "MAIL_CATCHER_URL must be an absolute URL" })),
  /** The seller on tax invoices (lib/tax/seller.ts); samples on this machine alone. */
  SELLER_LEGAL_NAME: optional(z.string().max(200)),
  SELLER_GSTIN: optional(z.string().max(15, "SELLER_GSTIN is not a valid GSTIN: A GSTIN has 15 characters")),
  SELLER_ADDRESS: optional(z.string().max(500)),
  SELLER_STATE: optional(z.string().max(100)),
  /** The store's bank account for transfers and its UPI ID (lib/payments/bank-transfer/bank-account.ts); samples on this machine alone. */
  BANK_ACCOUNT_NAME: optional(z.string().max(120)),
  BANK_ACCOUNT_NUMBER: optional(z.string().max(24)),
  BANK_IFSC: optional(z.string().max(11, "BANK_IFSC must be an IFSC such as SBIN0001234")),
  BANK_NAME: optional(z.string().max(120)),
  BANK_UPI_ID: optional(z.string().max(256)),
  /** Days an order waits for its bank transfer before its stock is released. */
  BANK_TRANSFER_DAYS: optional(
    z.coerce
      .number({ error: "BANK_TRANSFER_DAYS must be a whole number of days from 1 to 60" })
      .int("BANK_TRANSFER_DAYS must be a whole number of days from 1 to 60")
      .min(1, "BANK_TRANSFER_DAYS must be a whole number of days from 1 to 60")
      .max(60, "BANK_TRANSFER_DAYS must be a whole number of days from 1 to 60"),
  ).transform((days) => days ?? 10),
  /** Read by the pages through vitalsSampleRate() (lib/env.ts); checked here so a wrong value is named at start. */
  VITALS_SAMPLE_RATE: vitalsSampleRateSchema,
  /** The Grievance Officer named on /terms (lib/grievance-officer.ts). */
  GRIEVANCE_OFFICER_NAME: optional(z.string().trim().max(100, "GRIEVANCE_OFFICER_NAME must be at most 100 characters")),
  GRIEVANCE_OFFICER_DESIGNATION: optional(
    z.string().trim().max(100, "GRIEVANCE_OFFICER_DESIGNATION must be at most 100 characters"),
  ),
  GRIEVANCE_OFFICER_EMAIL: optional(z.email("GRIEVANCE_OFFICER_EMAIL must be an e-mail address")),
  GRIEVANCE_OFFICER_PHONE: optional(
    z
      .string()
      .regex(/^\+?\d[\d -]{6,18}\d$/, "GRIEVANCE_OFFICER_PHONE must be a phone number such as +91 291 000 0000"),
  ),
});

export type Variables = z.output<typeof variablesSchema>;
