import { describe, expect, it } from "vitest";
import { runShiprocketSimulator } from "@/test/support/shiprocket";
import { indianIsoDay } from "../dates";
import { expectedArrival } from "./arrival";

const shiprocket = runShiprocketSimulator();
const DAY_MS = 24 * 60 * 60 * 1000;
const quotes = () =>
  shiprocket
    .simulator()
    .calls()
    .filter((call) => call.path.includes("/courier/serviceability"));

describe("the day a parcel arrives by", () => {
  it("is the courier's expected date plus the store's dispatch, asked once per pincode for a while", async () => {
    const now = new Date();
    const arrival = await expectedArrival("302001", { zoneDays: 9, dispatchDays: 1 }, now);
    expect(arrival.source).toBe("courier");
    const courierDays = (Date.parse(`${arrival.by}T12:00:00+05:30`) - now.getTime()) / DAY_MS;
    // Jodhpur to Jaipur by the recommended courier: a few days, fewer than the zone's nine.
    expect(courierDays).toBeGreaterThan(1);
    expect(courierDays).toBeLessThan(9);
    const asked = quotes().length;
    expect(await expectedArrival("302001", { zoneDays: 9, dispatchDays: 1 }, now)).toEqual(arrival);
    expect(quotes()).toHaveLength(asked);
  });

  it("falls back to the zone's days when the courier does not answer", async () => {
    shiprocket.simulator().setOffline(true);
    try {
      const now = new Date();
      expect(await expectedArrival("751001", { zoneDays: 8, dispatchDays: 1 }, now)).toEqual({
        by: indianIsoDay(now.getTime() + 8 * DAY_MS),
        source: "zone",
      });
    } finally {
      shiprocket.simulator().setOffline(false);
    }
  });
});
