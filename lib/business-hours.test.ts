import { describe, expect, it } from "vitest";
import { BUSINESS_HOURS, businessStatus, clockTime } from "./business-hours";

/** An instant given as India's wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("businessStatus", () => {
  it.each([
    ["2026-11-23T08:59", "monday", false],
    ["2026-11-23T09:00", "monday", true],
    ["2026-11-27T17:59", "friday", true],
    ["2026-11-27T18:00", "friday", false],
    ["2026-11-28T09:59", "saturday", false],
    ["2026-11-28T10:00", "saturday", true],
    ["2026-11-28T16:00", "saturday", false],
    ["2026-11-29T12:00", "sunday", false],
  ])("%s India time is %s, open: %s", (local, day, open) => {
    expect(businessStatus(ist(local))).toMatchObject({ today: { day }, open });
  });

  it("uses India's day, not the server's", () => {
    // 20:00 UTC on Saturday is 01:30 on Sunday in India.
    expect(businessStatus(new Date("2026-11-28T20:00:00Z"))).toMatchObject({ today: { day: "sunday" }, open: false });
  });
});

describe("BUSINESS_HOURS", () => {
  it("lists the week from Sunday, closed on Sunday only", () => {
    expect(BUSINESS_HOURS.map((hours) => hours.day)).toEqual([
      "sunday",
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
    ]);
    expect(BUSINESS_HOURS.filter((hours) => hours.opens === null).map((hours) => hours.day)).toEqual(["sunday"]);
    expect(BUSINESS_HOURS[6]).toEqual({ day: "saturday", opens: 600, closes: 960 });
  });
});

describe("clockTime", () => {
  it.each([
    [540, { time: "9:00", dayPart: "morning" }],
    [1080, { time: "6:00", dayPart: "evening" }],
    [0, { time: "12:00", dayPart: "lateNight" }],
    [12 * 60 + 30, { time: "12:30", dayPart: "afternoon" }],
    [15 * 60 + 59, { time: "3:59", dayPart: "afternoon" }],
    [20 * 60, { time: "8:00", dayPart: "night" }],
  ])("%i minutes is %o", (minutes, expected) => {
    expect(clockTime(minutes)).toEqual(expected);
  });
});
