import { describe, expect, it } from "vitest";
import { smsConfig, whatsAppConfig } from "./config";

const cloud = {
  WHATSAPP_ENV: "cloud" as const,
  WHATSAPP_ACCESS_TOKEN: "token",
  WHATSAPP_PHONE_NUMBER_ID: "1",
  WHATSAPP_BUSINESS_ACCOUNT_ID: "2",
  WHATSAPP_APP_SECRET: "secret",
  WHATSAPP_VERIFY_TOKEN: "verify",
};

describe("the messaging configuration", () => {
  it("uses the simulators on this machine when nothing is configured", () => {
    expect(whatsAppConfig({}, false)).toMatchObject({ environment: "simulator", apiUrl: "http://127.0.0.1:4020" });
    const sms = smsConfig({}, false);
    expect(sms).toMatchObject({ environment: "simulator", senderId: "GANITP" });
    expect(typeof sms === "object" && sms?.templateIds.order_shipped.hi).toMatch(/^[0-9a-f]{24}$/);
  });

  it("refuses the simulators, and a choice left unmade, when SITE_URL is public", () => {
    expect(whatsAppConfig({}, true)).toMatch(/WHATSAPP_ENV is required/);
    expect(whatsAppConfig({ WHATSAPP_ENV: "simulator" }, true)).toMatch(/cannot be used when SITE_URL is public/);
    expect(smsConfig({}, true)).toMatch(/SMS_ENV is required/);
    expect(smsConfig({ SMS_ENV: "simulator" }, true)).toMatch(/cannot be used when SITE_URL is public/);
  });

  it("lets a public store turn a channel off, or on with every credential", () => {
    expect(whatsAppConfig({ WHATSAPP_ENV: "off" }, true)).toBeNull();
    expect(smsConfig({ SMS_ENV: "off" }, true)).toBeNull();
    expect(whatsAppConfig(cloud, true)).toMatchObject({ apiUrl: "https://graph.facebook.com", apiVersion: "v24.0" });
    expect(whatsAppConfig({ ...cloud, WHATSAPP_APP_SECRET: undefined }, true)).toMatch(/needs WHATSAPP_ACCESS_TOKEN/);
  });

  it("names the MSG91 template ids a real account lacks", () => {
    const answer = smsConfig(
      {
        SMS_ENV: "msg91",
        MSG91_AUTH_KEY: "key",
        MSG91_SENDER_ID: "GANITP",
        MSG91_REPORT_TOKEN: "token-token-token",
        MSG91_TEMPLATE_IDS: { order_placed: { en: "a1", hi: "b2" } },
      },
      true,
    );
    expect(answer).toMatch(/^MSG91_TEMPLATE_IDS lacks order_paid\.en, order_paid\.hi, /);
  });
});
