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
    const { env } = await loadEnv();
    expect(env()).toMatchObject({ NODE_ENV: "production", SITE_URL: "https://shop.example.in" });
  });

  it("requires AUTH_SECRET in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
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
