import { describe, expect, it } from "vitest";
import { formatIndianDate } from "./dates";

describe("formatIndianDate", () => {
  it("writes day, month and year in India's time zone", () => {
    expect(formatIndianDate(new Date("2026-03-14T10:00:00+05:30"))).toBe("14 March 2026");
    // 20:00 UTC on the 14th is already the 15th in India.
    expect(formatIndianDate(new Date("2026-03-14T20:00:00Z"))).toBe("15 March 2026");
  });
});
