import { describe, expect, it } from "vitest";
import { sendingTime } from "./daytime";

const ist = (time: string) => new Date(`${time}+05:30`);

describe("sendingTime", () => {
  it("sends at once by day, and whatever the hour when the message cannot wait", () => {
    expect(sendingTime(ist("2026-11-27T09:00:00"), true)).toEqual(ist("2026-11-27T09:00:00"));
    expect(sendingTime(ist("2026-11-27T20:59:30"), true)).toEqual(ist("2026-11-27T20:59:30"));
    expect(sendingTime(ist("2026-11-27T23:10:00"), false)).toEqual(ist("2026-11-27T23:10:00"));
  });

  it("holds a message that can wait until 9 am India time", () => {
    expect(sendingTime(ist("2026-11-27T21:00:00"), true)).toEqual(ist("2026-11-28T09:00:00"));
    expect(sendingTime(ist("2026-11-27T23:45:10"), true)).toEqual(ist("2026-11-28T09:00:00"));
    expect(sendingTime(ist("2026-11-28T02:30:00"), true)).toEqual(ist("2026-11-28T09:00:00"));
    expect(sendingTime(ist("2026-11-28T08:59:00"), true)).toEqual(ist("2026-11-28T09:00:00"));
  });
});
