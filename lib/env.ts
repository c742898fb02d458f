/**
 * The store's configuration, read from the environment and validated once. Nothing else in the
 * code reads `process.env` for application settings. Every variable is described in .env.example;
 * its own rule is in lib/env-variables.ts, and what they require together in
 * lib/public-store-policy.ts.
 */
import "server-only";
import { z } from "zod";
import { optional, siteUrlSchema, variablesSchema, vitalsSampleRateSchema } from "./env-variables";
import { storeConfig } from "./public-store-policy";

const envSchema = variablesSchema.transform((variables, context) => {
  const store = storeConfig(variables);
  if (store.config) return store.config;
  for (const [variable, message] of store.issues) context.addIssue({ code: "custom", path: [variable], message });
  return z.NEVER;
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

/** The share of page views that report their speed (VITALS_SAMPLE_RATE), apart from env() as siteUrl() is: layouts render at build too. */
export function vitalsSampleRate(): number {
  const parsed = vitalsSampleRateSchema.safeParse(process.env.VITALS_SAMPLE_RATE);
  if (!parsed.success) throw new Error(describeIssues(parsed.error));
  return parsed.data;
}
