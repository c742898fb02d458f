import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, so its cache starts empty for each case. */
async function loadEnv() {
  vi.resetModules();
  return import("./env");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("env", () => {
  it("accepts a complete production configuration", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgresql://shop:secret@db:5432/shop");
    vi.stubEnv("AUTH_SECRET", "x".repeat(40));
    vi.stubEnv("SITE_URL", "https://shop.example.in/");
    vi.stubEnv("PHONEPE_ENV", "production");
    vi.stubEnv("PHONEPE_CLIENT_ID", "M123");
    vi.stubEnv("PHONEPE_CLIENT_SECRET", "client-secret");
    vi.stubEnv("PHONEPE_WEBHOOK_USERNAME", "store");
    vi.stubEnv("PHONEPE_WEBHOOK_PASSWORD", "webhook-password");
    const { env } = await loadEnv();
    expect(env()).toMatchObject({
      NODE_ENV: "production",
      SITE_URL: "https://shop.example.in",
      phonePe: {
        environment: "production",
        oauthBaseUrl: "https://api.phonepe.com/apis/identity-manager",
        pgBaseUrl: "https://api.phonepe.com/apis/pg",
        clientVersion: 1,
        paymentExpirySeconds: 900,
      },
    });
  });

  it("never runs the PhonePe simulator in production unless explicitly allowed", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgresql://shop:secret@db:5432/shop");
    vi.stubEnv("AUTH_SECRET", "x".repeat(40));
    vi.stubEnv("PHONEPE_ENV", "");
    let { env } = await loadEnv();
    expect(() => env()).toThrow(/PHONEPE_ENV is required in production/);
    vi.stubEnv("PHONEPE_ENV", "simulator");
    ({ env } = await loadEnv());
    expect(() => env()).toThrow(/simulator cannot be used in production/);
    vi.stubEnv("PHONEPE_SIMULATOR_ALLOWED", "true");
    ({ env } = await loadEnv());
    expect(env().phonePe.environment).toBe("simulator");
  });

  it("needs every credential for PhonePe's sandbox", async () => {
    vi.stubEnv("PHONEPE_ENV", "sandbox");
    vi.stubEnv("PHONEPE_CLIENT_ID", "M123");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/PHONEPE_ENV=sandbox needs PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET/);
  });

  it("requires AUTH_SECRET in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("PHONEPE_ENV", "sandbox");
    vi.stubEnv("DATABASE_URL", "postgresql://shop:secret@db:5432/shop");
    vi.stubEnv("AUTH_SECRET", "");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/AUTH_SECRET is required in production/);
  });

  it("names every invalid variable", async () => {
    vi.stubEnv("DATABASE_URL", "mysql://nope");
    vi.stubEnv("AUTH_SECRET", "too-short");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/DATABASE_URL must be a postgresql:\/\/ URL[\s\S]*AUTH_SECRET must be at least 32/);
  });

  it("falls back to a generated secret outside production", async () => {
    vi.stubEnv("NODE_ENV", "test");
    vi.stubEnv("AUTH_SECRET", "");
    const { env } = await loadEnv();
    expect(env().AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("defaults the site URL for builds without configuration", async () => {
    vi.stubEnv("SITE_URL", "");
    const { siteUrl } = await loadEnv();
    expect(siteUrl()).toBe("http://localhost:3000");
  });
});
