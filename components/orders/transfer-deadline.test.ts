import { describe, expect, it } from "vitest";
import { formatIndianDate } from "@/lib/dates";
import { transferDeadline } from "./transfer-deadline";

describe("transferDeadline", () => {
  it("is the order's moment plus its payment days", () => {
    const placed = Date.parse("2026-11-29T18:00:00+05:30");
    expect(transferDeadline(placed, 7)).toBe(Date.parse("2026-12-06T18:00:00+05:30"));
    // Read as India's calendar day, whatever the device's time zone.
    expect(formatIndianDate(transferDeadline(placed, 7))).toBe("6 December 2026");
  });
});
