import { describe, expect, it } from "vitest";
import {
  formatIndianDate,
  formatIndianDateTime,
  goLiveOnIndianDay,
  indianIsoDay,
  startOfIndianDay,
  startOfIndianWeek,
} from "./dates";

describe("formatIndianDate", () => {
  it("writes day, month and year in India's time zone", () => {
    expect(formatIndianDate(new Date("2026-03-14T10:00:00+05:30"))).toBe("14 March 2026");
    // 20:00 UTC on the 14th is already the 15th in India.
    expect(formatIndianDate(new Date("2026-03-14T20:00:00Z"))).toBe("15 March 2026");
    expect(formatIndianDate(new Date("2026-03-14T20:00:00Z"), "en")).toBe("15 March 2026");
  });

  it("writes Hindi month names for Hindi pages, in India's time zone too", () => {
    expect(formatIndianDate(new Date("2026-08-15T10:00:00+05:30"), "hi")).toBe("15 अगस्त 2026");
    expect(formatIndianDate(new Date("2026-03-14T20:00:00Z"), "hi")).toBe("15 मार्च 2026");
  });
});

describe("formatIndianDateTime", () => {
  it("writes the day and the time in India, in either language", () => {
    const moment = new Date("2026-11-23T03:35:00Z");
    expect(formatIndianDateTime(moment)).toBe("23 Nov 2026, 9:05 am");
    expect(formatIndianDateTime(moment, "hi")).toBe("23 नव॰ 2026, 9:05 am");
  });
});

describe("Indian day and week boundaries", () => {
  it("starts the day at midnight IST, whatever the UTC date", () => {
    // 23 Nov 2026, 20:00 UTC is 24 Nov, 01:30 IST.
    expect(startOfIndianDay(new Date("2026-11-23T20:00:00Z")).toISOString()).toBe("2026-11-23T18:30:00.000Z");
    expect(startOfIndianDay(new Date("2026-11-23T10:00:00Z")).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("starts the week on Monday in India", () => {
    // Sunday 29 Nov 2026, 12:00 IST → Monday 23 Nov 00:00 IST.
    expect(startOfIndianWeek(new Date("2026-11-29T06:30:00Z")).toISOString()).toBe("2026-11-22T18:30:00.000Z");
    // Monday 23 Nov 2026, 00:10 IST is already the new week.
    expect(startOfIndianWeek(new Date("2026-11-22T18:40:00Z")).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });
});

describe("Indian calendar days", () => {
  it("names the day in India, whatever the UTC date", () => {
    expect(indianIsoDay(new Date("2026-03-14T20:00:00Z"))).toBe("2026-03-15");
    expect(indianIsoDay(new Date("2026-03-14T18:29:59Z"))).toBe("2026-03-14");
  });

  it("goes live at 10:00 IST, and the day round-trips", () => {
    expect(goLiveOnIndianDay("2026-03-14").toISOString()).toBe("2026-03-14T04:30:00.000Z");
    expect(indianIsoDay(goLiveOnIndianDay("2026-12-31"))).toBe("2026-12-31");
  });
});
