import { describe, expect, it } from "vitest";
import { businessStatus, describeHours } from "./business-hours";

/** An instant given as India's wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("businessStatus", () => {
  it.each([
    ["2026-11-23T08:59", "Monday", false],
    ["2026-11-23T09:00", "Monday", true],
    ["2026-11-27T17:59", "Friday", true],
    ["2026-11-27T18:00", "Friday", false],
    ["2026-11-28T09:59", "Saturday", false],
    ["2026-11-28T10:00", "Saturday", true],
    ["2026-11-28T16:00", "Saturday", false],
    ["2026-11-29T12:00", "Sunday", false],
  ])("%s India time is %s, open: %s", (local, day, open) => {
    expect(businessStatus(ist(local))).toMatchObject({ today: { day }, open });
  });

  it("uses India's day, not the server's", () => {
    // 20:00 UTC on Saturday is 01:30 on Sunday in India.
    expect(businessStatus(new Date("2026-11-28T20:00:00Z"))).toMatchObject({ today: { day: "Sunday" }, open: false });
  });
});

describe("describeHours", () => {
  it("writes 12-hour times", () => {
    expect(describeHours({ day: "Monday", opens: 540, closes: 1080 })).toBe("9:00 AM – 6:00 PM");
    expect(describeHours({ day: "Sunday", opens: null, closes: null })).toBe("Closed");
  });
});
