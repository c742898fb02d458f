/**
 * The store's configuration, read from the environment and validated once. Nothing else in the
 * code reads `process.env` for application settings. Every variable is described in .env.example.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { grievanceOfficerConfig } from "./grievance-officer";
import { readOrCreateLocalSecret } from "./local-data";
import { LOG_LEVELS } from "./log";
import { objectStorageConfig } from "./media/object-storage-config";
import { productVideoIdsSchema } from "./media/youtube";
import { sellerConfig } from "./tax/seller";
import { newPasswordSchema } from "./validation/account";

/** Empty strings count as unset, as they do in most .env files. */
const optional = <T extends z.ZodType>(schema: T) =>
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
/** The sender on this machine alone, where mail only reaches the local catcher. */
const LOCAL_MAIL_FROM = "GanitPlay <orders@ganitplay.localhost>";

const siteUrlSchema = z
  .url({ error: "SITE_URL must be an absolute URL such as https://shop.example.in" })
  .default("http://localhost:3000")
  .transform((url) => url.replace(/\/+$/, ""));

const envSchema = z
  .object({
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
    /** Cash on delivery costs nothing up front: caps on what one account may hold unshipped (lib/orders/cod-limits.ts). */
    COD_MAX_OPEN_ORDERS: limit("COD_MAX_OPEN_ORDERS", 3),
    COD_MAX_UNITS_PER_PRODUCT: limit("COD_MAX_UNITS_PER_PRODUCT", 5),
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
    SELLER_GSTIN: optional(z.string().max(15, "SELLER_GSTIN is not a valid GSTIN: a GSTIN has 15 characters")),
    SELLER_ADDRESS: optional(z.string().max(500)),
    SELLER_STATE: optional(z.string().max(100)),
    /** The Grievance Officer named on /terms (lib/grievance-officer.ts). */
    GRIEVANCE_OFFICER_NAME: optional(
      z.string().trim().max(100, "GRIEVANCE_OFFICER_NAME must be at most 100 characters"),
    ),
    GRIEVANCE_OFFICER_DESIGNATION: optional(
      z.string().trim().max(100, "GRIEVANCE_OFFICER_DESIGNATION must be at most 100 characters"),
    ),
    GRIEVANCE_OFFICER_EMAIL: optional(z.email("GRIEVANCE_OFFICER_EMAIL must be an e-mail address")),
    GRIEVANCE_OFFICER_PHONE: optional(
      z
        .string()
        .regex(/^\+?\d[\d -]{6,18}\d$/, "GRIEVANCE_OFFICER_PHONE must be a phone number such as +91 291 000 0000"),
    ),
  })
  .transform(
    (
      {
        AUTH_SECRET,
        SITE_URL,
        SMTP_URL,
        MAIL_FROM,
        ORDERS_NOTIFY_EMAIL,
        MAIL_CATCHER_URL,
        SELLER_LEGAL_NAME,
        SELLER_GSTIN,
        SELLER_ADDRESS,
        SELLER_STATE,
        ...rest
      },
      context,
    ) => {
      const siteUrl = SITE_URL ?? siteUrlSchema.parse(undefined);
      // A store that shoppers can reach takes real money and real sessions: no generated secret, no
      // simulator. On this machine alone (a loopback SITE_URL) `npm start` needs no configuration.
      const isPublic = !isLoopbackUrl(siteUrl);
      if (!AUTH_SECRET && isPublic) {
        context.addIssue({
          code: "custom",
          path: ["AUTH_SECRET"],
          message: "AUTH_SECRET is required when SITE_URL is public",
        });
      }
      // A public store's mail must really leave: no catcher, no invented sender.
      if (isPublic && !SMTP_URL) {
        context.addIssue({
          code: "custom",
          path: ["SMTP_URL"],
          message: "SMTP_URL is required when SITE_URL is public",
        });
      }
      if (isPublic && !MAIL_FROM) {
        context.addIssue({
          code: "custom",
          path: ["MAIL_FROM"],
          message: "MAIL_FROM is required when SITE_URL is public",
        });
      }
      // A public store names a real Grievance Officer (Consumer Protection (E-Commerce) Rules, 2020).
      const grievanceOfficer = grievanceOfficerConfig(rest, isPublic);
      for (const variable of grievanceOfficer.missing) {
        context.addIssue({
          code: "custom",
          path: [variable],
          message: `${variable} is required when SITE_URL is public`,
        });
      }
      const phonePe = phonePeConfig(rest, isPublic);
      if (typeof phonePe === "string") context.addIssue({ code: "custom", path: ["PHONEPE_ENV"], message: phonePe });
      const seller = sellerConfig({ SELLER_LEGAL_NAME, SELLER_GSTIN, SELLER_ADDRESS, SELLER_STATE }, isPublic);
      if (Array.isArray(seller)) {
        for (const [name, message] of seller) context.addIssue({ code: "custom", path: [name], message });
      }
      const objectStorage = objectStorageConfig(rest);
      if (Array.isArray(objectStorage)) {
        for (const [name, message] of objectStorage) context.addIssue({ code: "custom", path: [name], message });
      }
      if (context.issues.length > 0 || typeof phonePe === "string" || Array.isArray(seller)) return z.NEVER;
      if (Array.isArray(objectStorage)) return z.NEVER;
      return {
        ...rest,
        phonePe,
        seller,
        objectStorage,
        grievanceOfficer: grievanceOfficer.officer,
        mail: {
          smtpUrl: SMTP_URL,
          from: MAIL_FROM ?? LOCAL_MAIL_FROM,
          ordersInbox: ORDERS_NOTIFY_EMAIL,
          catcherUrl: isPublic ? undefined : MAIL_CATCHER_URL?.replace(/\/+$/, ""),
        },
        SITE_URL: siteUrl,
        // On this machine alone: a secret generated once and kept in the git-ignored data folder.
        AUTH_SECRET: AUTH_SECRET ?? readOrCreateLocalSecret("auth-secret"),
      };
    },
  );

export type Env = z.output<typeof envSchema>;

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

/** Whether the URL's host is this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Unguessable, new each run: the simulator's webhook credentials are never constants. */
const randomCredential = () => randomBytes(24).toString("base64url");

/**
 * PhonePe settings. Without credentials, a store on this machine uses the local simulator; a
 * public store is refused the simulator, and the real environments need every credential.
 */
function phonePeConfig(
  raw: {
    PHONEPE_ENV?: PhonePeConfig["environment"];
    PHONEPE_CLIENT_ID?: string;
    PHONEPE_CLIENT_SECRET?: string;
    PHONEPE_CLIENT_VERSION?: number;
    PHONEPE_WEBHOOK_USERNAME?: string;
    PHONEPE_WEBHOOK_PASSWORD?: string;
    PHONEPE_SIMULATOR_URL?: string;
    PHONEPE_PAYMENT_EXPIRY_SECONDS?: number;
  },
  isPublic: boolean,
): PhonePeConfig | string {
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
      webhookUsername: raw.PHONEPE_WEBHOOK_USERNAME ?? randomCredential(),
      webhookPassword: raw.PHONEPE_WEBHOOK_PASSWORD ?? randomCredential(),
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

function describeIssues(error: z.ZodError): string {
  const problems = error.issues.map((issue) => `  - ${issue.path.join(".") || "value"}: ${issue.message}`);
  return `Invalid configuration:\n${problems.join("\n")}\nSee .env.example.`;
}

let cached: Env | undefined;

/**
 * The validated server configuration. Read on first use, so that `next build` can import
 * server modules without a database configured; a wrong variable fails the first request loudly.
 */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) throw new Error(describeIssues(parsed.error));
    cached = parsed.data;
  }
  return cached;
}

/**
 * The store's public origin (canonical URLs, sitemaps, payment redirects). Separate from env()
 * because page metadata needs it at build time, when no database is configured.
 */
export function siteUrl(): string {
  const parsed = optional(siteUrlSchema).safeParse(process.env.SITE_URL);
  if (!parsed.success) throw new Error(describeIssues(parsed.error));
  return parsed.data ?? siteUrlSchema.parse(undefined);
}
