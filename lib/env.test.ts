import { afterEach, describe, expect, it, vi } from "vitest";
import { stubPublicStoreEnv } from "@/test/support/public-store-env";

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
    stubPublicStoreEnv();
    vi.stubEnv("MAIL_CATCHER_URL", "http://127.0.0.1:8025");
    const { env } = await loadEnv();
    expect(env()).toMatchObject({
      NODE_ENV: "production",
      seller: { gstin: "27AAPFU0939F1ZV", state: "Maharashtra", stateCode: "27" },
      bankAccount: {
        accountNumber: "50200012345678",
        ifsc: "HDFC0000123",
        upiId: "ganittoys@hdfcbank",
        paymentDays: 10,
      },
      // A public store never reads a catcher.
      mail: { smtpUrl: "smtps://apikey:mail-secret@smtp.example.in:465", from: "GanitPlay <orders@example.in>" },
      SITE_URL: "https://shop.example.in",
      grievanceOfficer: {
        name: "Meera Joshi",
        designation: "Grievance Officer",
        email: "grievance@example.in",
        phone: "+91 291 000 0002",
      },
      phonePe: {
        environment: "production",
        oauthBaseUrl: "https://api.phonepe.com/apis/identity-manager",
        pgBaseUrl: "https://api.phonepe.com/apis/pg",
        clientVersion: 1,
        paymentExpirySeconds: 900,
      },
    });
  });

  it("refuses the PhonePe simulator on a public SITE_URL, even in a production build run locally", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgresql://shop:secret@db:5432/shop");
    vi.stubEnv("AUTH_SECRET", "x".repeat(40));
    vi.stubEnv("SITE_URL", "https://shop.example.in");
    vi.stubEnv("PHONEPE_ENV", "");
    let { env } = await loadEnv();
    expect(() => env()).toThrow(/PHONEPE_ENV is required when SITE_URL is public/);
    vi.stubEnv("PHONEPE_ENV", "simulator");
    ({ env } = await loadEnv());
    expect(() => env()).toThrow(/simulator cannot be used when SITE_URL is public/);
    vi.stubEnv("SITE_URL", "http://127.0.0.1:3000");
    ({ env } = await loadEnv());
    expect(env().phonePe.environment).toBe("simulator");
  });

  it("runs on this machine with no configuration, the simulator's webhook credentials new each run", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("PHONEPE_ENV", "");
    vi.stubEnv("PHONEPE_WEBHOOK_USERNAME", "");
    vi.stubEnv("PHONEPE_WEBHOOK_PASSWORD", "");
    const first = (await loadEnv()).env().phonePe;
    const second = (await loadEnv()).env().phonePe;
    expect(first.environment).toBe("simulator");
    expect(first.webhookPassword).not.toBe(second.webhookPassword);
    expect(first.webhookUsername).not.toBe(second.webhookUsername);
    expect(first.webhookPassword.length).toBeGreaterThanOrEqual(32);
  });

  it("refuses a public store without its real seller registration, and a GSTIN of another state", async () => {
    vi.stubEnv("DATABASE_URL", "postgresql://shop:secret@db:5432/shop");
    vi.stubEnv("AUTH_SECRET", "x".repeat(40));
    vi.stubEnv("SITE_URL", "https://shop.example.in");
    vi.stubEnv("PHONEPE_ENV", "sandbox");
    vi.stubEnv("SELLER_GSTIN", "");
    let { env } = await loadEnv();
    expect(() => env()).toThrow(/SELLER_GSTIN is required when SITE_URL is public/);
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    vi.stubEnv("SELLER_LEGAL_NAME", "Ganit Toys Private Limited");
    vi.stubEnv("SELLER_GSTIN", "27AAPFU0939F1ZV");
    vi.stubEnv("SELLER_ADDRESS", "12 MG Road, Bengaluru");
    vi.stubEnv("SELLER_STATE", "Karnataka");
    ({ env } = await loadEnv());
    expect(() => env()).toThrow(/SELLER_GSTIN starts with 27, but Karnataka's code is 29/);
  });

  it("uses labelled sample seller details on this machine when none are set", async () => {
    for (const name of ["SITE_URL", "SELLER_LEGAL_NAME", "SELLER_GSTIN", "SELLER_ADDRESS", "SELLER_STATE"]) {
      vi.stubEnv(name, "");
    }
    const { env } = await loadEnv();
    expect(env().seller).toMatchObject({ legalName: expect.stringMatching(/sample/), stateCode: "08" });
  });

  it("needs every credential for PhonePe's sandbox", async () => {
    vi.stubEnv("PHONEPE_ENV", "sandbox");
    vi.stubEnv("PHONEPE_CLIENT_ID", "M123");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/PHONEPE_ENV=sandbox needs PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET/);
  });

  it("refuses half a bucket configuration, naming what is missing", async () => {
    vi.stubEnv("S3_ENDPOINT", "http://minio:9000");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/S3_BUCKET is required with S3_ENDPOINT/);
  });

  it("refuses a REDIS_URL that is not redis:// or rediss://", async () => {
    vi.stubEnv("REDIS_URL", "http://valkey:6379");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it("requires AUTH_SECRET on a public SITE_URL", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SITE_URL", "https://shop.example.in");
    vi.stubEnv("PHONEPE_ENV", "sandbox");
    vi.stubEnv("DATABASE_URL", "postgresql://shop:secret@db:5432/shop");
    vi.stubEnv("AUTH_SECRET", "");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/AUTH_SECRET is required when SITE_URL is public/);
  });

  it("requires a real mail server and sender on a public SITE_URL", async () => {
    vi.stubEnv("SITE_URL", "https://shop.example.in");
    vi.stubEnv("AUTH_SECRET", "x".repeat(40));
    vi.stubEnv("PHONEPE_ENV", "sandbox");
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("MAIL_FROM", "");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/SMTP_URL is required when SITE_URL is public[\s\S]*MAIL_FROM is required/);
  });

  it("requires every detail of the Grievance Officer on a public SITE_URL", async () => {
    vi.stubEnv("SITE_URL", "https://shop.example.in");
    vi.stubEnv("GRIEVANCE_OFFICER_NAME", "Meera Joshi");
    vi.stubEnv("GRIEVANCE_OFFICER_DESIGNATION", " ");
    vi.stubEnv("GRIEVANCE_OFFICER_EMAIL", "");
    vi.stubEnv("GRIEVANCE_OFFICER_PHONE", "");
    const { env } = await loadEnv();
    const refusal = () => env();
    expect(refusal).toThrow(/GRIEVANCE_OFFICER_DESIGNATION is required when SITE_URL is public/);
    expect(refusal).toThrow(/GRIEVANCE_OFFICER_EMAIL is required[\s\S]*GRIEVANCE_OFFICER_PHONE is required/);
    expect(refusal).not.toThrow(/GRIEVANCE_OFFICER_NAME/);
  });

  it("names a plainly marked placeholder Grievance Officer on this machine, and the configured one's details", async () => {
    vi.stubEnv("SITE_URL", "http://127.0.0.1:3000");
    vi.stubEnv("GRIEVANCE_OFFICER_NAME", "");
    vi.stubEnv("GRIEVANCE_OFFICER_DESIGNATION", "");
    vi.stubEnv("GRIEVANCE_OFFICER_EMAIL", "");
    vi.stubEnv("GRIEVANCE_OFFICER_PHONE", "+91 291 000 0002");
    const { env } = await loadEnv();
    expect(env().grievanceOfficer).toEqual({
      name: "Grievance Officer (development placeholder)",
      designation: "Grievance Officer",
      email: "grievance@ganitplay.localhost",
      phone: "+91 291 000 0002",
    });
  });

  it("refuses a Grievance Officer's malformed e-mail or phone", async () => {
    vi.stubEnv("GRIEVANCE_OFFICER_EMAIL", "grievance at example.in");
    vi.stubEnv("GRIEVANCE_OFFICER_PHONE", "call us");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(
      /GRIEVANCE_OFFICER_EMAIL must be an e-mail address[\s\S]*GRIEVANCE_OFFICER_PHONE must be a phone number/,
    );
  });

  it("sends to the local catcher's address from a local sender on this machine", async () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
    vi.stubEnv("MAIL_FROM", "");
    vi.stubEnv("MAIL_CATCHER_URL", "http://127.0.0.1:2580/");
    const { env } = await loadEnv();
    expect(env().mail).toEqual({
      smtpUrl: "smtp://127.0.0.1:2525",
      from: "GanitPlay <orders@ganitplay.localhost>",
      ordersInbox: undefined,
      catcherUrl: "http://127.0.0.1:2580",
    });
  });

  it("refuses a mail server that is not SMTP and a malformed sender", async () => {
    vi.stubEnv("SMTP_URL", "https://mail.example.in");
    vi.stubEnv("MAIL_FROM", "GanitPlay <not an address>");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*MAIL_FROM must be an address/);
  });

  it("names every invalid variable", async () => {
    vi.stubEnv("DATABASE_URL", "mysql://nope");
    vi.stubEnv("AUTH_SECRET", "too-short");
    const { env } = await loadEnv();
    expect(() => env()).toThrow(/DATABASE_URL must be a postgresql:\/\/ URL[\s\S]*AUTH_SECRET must be at least 32/);
  });

  it("caps cash on delivery at 3 open orders and 5 units of a product unless told otherwise", async () => {
    vi.stubEnv("COD_MAX_OPEN_ORDERS", "");
    vi.stubEnv("COD_MAX_UNITS_PER_PRODUCT", "");
    let { env } = await loadEnv();
    expect(env()).toMatchObject({ COD_MAX_OPEN_ORDERS: 3, COD_MAX_UNITS_PER_PRODUCT: 5 });
    vi.stubEnv("COD_MAX_OPEN_ORDERS", "10");
    vi.stubEnv("COD_MAX_UNITS_PER_PRODUCT", "2");
    ({ env } = await loadEnv());
    expect(env()).toMatchObject({ COD_MAX_OPEN_ORDERS: 10, COD_MAX_UNITS_PER_PRODUCT: 2 });
    for (const wrong of ["0", "2.5", "many", "1001"]) {
      vi.stubEnv("COD_MAX_UNITS_PER_PRODUCT", wrong);
      ({ env } = await loadEnv());
      expect(() => env()).toThrow(/COD_MAX_UNITS_PER_PRODUCT must be a whole number from 1 to 1000/);
    }
  });

  it("falls back to a generated secret on this machine", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SITE_URL", "");
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
