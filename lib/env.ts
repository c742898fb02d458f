/**
 * The store's configuration, read from the environment and validated once. Nothing else in the
 * code reads `process.env` for application settings. Every variable is described in .env.example.
 */
import { z } from "zod";
import { readOrCreateLocalSecret } from "./local-data";

/** Empty strings count as unset, as they do in most .env files. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

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
    ADMIN_EMAIL: optional(z.email("ADMIN_EMAIL must be an e-mail address")),
    ADMIN_PASSWORD: optional(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters")),
  })
  .transform(({ AUTH_SECRET, SITE_URL, ...rest }, context) => {
    if (!AUTH_SECRET && rest.NODE_ENV === "production") {
      context.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "AUTH_SECRET is required in production" });
      return z.NEVER;
    }
    return {
      ...rest,
      SITE_URL: SITE_URL ?? siteUrlSchema.parse(undefined),
      // Development and tests: a secret generated once and kept in the git-ignored data folder.
      AUTH_SECRET: AUTH_SECRET ?? readOrCreateLocalSecret("auth-secret"),
    };
  });

export type Env = z.output<typeof envSchema>;

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
