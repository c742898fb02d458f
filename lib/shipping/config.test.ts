import { describe, expect, it } from "vitest";
import { shiprocketConfig } from "./config";

const live = {
  SHIPROCKET_ENV: "live" as const,
  SHIPROCKET_API_EMAIL: "api-user@store.example",
  SHIPROCKET_API_PASSWORD: "password",
  SHIPROCKET_PICKUP_LOCATION: "Jodhpur Warehouse",
  SHIPROCKET_PICKUP_PINCODE: "342001",
  SHIPROCKET_WEBHOOK_TOKEN: "courier-webhook-token",
};

describe("the courier configuration", () => {
  it("books with the simulator on this machine when nothing is configured, its webhook token new each run", () => {
    const first = shiprocketConfig({}, false);
    expect(first).toMatchObject({
      environment: "simulator",
      apiUrl: "http://127.0.0.1:4040/v1/external",
      pickupLocation: "GanitPlay Warehouse",
      parcel: { length: 25, breadth: 20, height: 10 },
    });
    const second = shiprocketConfig({}, false);
    expect(typeof first === "object" && typeof second === "object" && first?.webhookToken).not.toBe(
      typeof second === "object" && second?.webhookToken,
    );
  });

  it("refuses the simulator, and a choice left unmade, when SITE_URL is public", () => {
    expect(shiprocketConfig({}, true)).toMatch(/SHIPROCKET_ENV is required/);
    expect(shiprocketConfig({ SHIPROCKET_ENV: "simulator" }, true)).toMatch(/cannot be used when SITE_URL is public/);
  });

  it("lets a public store ship by hand, or book with every value of its account", () => {
    expect(shiprocketConfig({ SHIPROCKET_ENV: "off" }, true)).toBeNull();
    expect(shiprocketConfig(live, true)).toMatchObject({
      apiUrl: "https://apiv2.shiprocket.in/v1/external",
      pickupLocation: "Jodhpur Warehouse",
    });
    expect(shiprocketConfig({ ...live, SHIPROCKET_WEBHOOK_TOKEN: undefined }, true)).toMatch(
      /needs SHIPROCKET_API_EMAIL/,
    );
  });
});
