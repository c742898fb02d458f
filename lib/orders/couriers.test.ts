import { describe, expect, it } from "vitest";
import { COURIER_NAMES, trackingLink } from "./couriers";

describe("courier tracking links", () => {
  it("links a known courier's tracking page with the number", () => {
    expect(trackingLink("Delhivery", "1234 567")).toBe("https://www.delhivery.com/track/package/1234%20567");
    expect(trackingLink("blue dart", "B1")).toContain("trackNo=B1");
  });

  it("offers every courier of the list, India Post included", () => {
    expect(COURIER_NAMES).toEqual(["India Post (Speed Post)", "Delhivery", "Blue Dart", "DTDC", "Ekart", "Xpressbees"]);
    for (const name of COURIER_NAMES) expect(trackingLink(name, "X1")).toMatch(/^https:\/\//);
  });

  it("has no link for another courier or without a number", () => {
    expect(trackingLink("Local van", "X1")).toBeNull();
    expect(trackingLink("Delhivery", null)).toBeNull();
    expect(trackingLink(null, "X1")).toBeNull();
  });
});
