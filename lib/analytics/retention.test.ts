import { describe, expect, it } from "vitest";
import { DAY_MS, indianIsoDay } from "../dates";
import { db } from "../db";
import { countSteps } from "./funnel-counts";
import { FUNNEL_RETENTION_DAYS, pruneTelemetry, VITALS_RETENTION_DAYS } from "./retention";

describe("what the store keeps of visits", () => {
  it("deletes speed measurements past 90 days and daily counts past 400, and nothing younger", async () => {
    const now = new Date();
    const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY_MS - ms);
    // Just past and just within each retention; values of this test's own to find them by.
    const expired = ago(VITALS_RETENTION_DAYS, 60_000);
    const kept = ago(VITALS_RETENTION_DAYS, -60_000);
    await db().webVital.createMany({
      data: [
        { metric: "TTFB", pageType: "OTHER", device: "MOBILE", value: 77_701, createdAt: expired },
        { metric: "TTFB", pageType: "OTHER", device: "MOBILE", value: 77_702, createdAt: kept },
      ],
    });
    await countSteps(["checkout_review", "checkout_review"], ago(FUNNEL_RETENTION_DAYS));
    await countSteps(["checkout_review"], ago(FUNNEL_RETENTION_DAYS - 1));

    const pruned = await pruneTelemetry(now);

    expect(pruned.vitals).toBeGreaterThanOrEqual(1);
    expect(pruned.funnelDays).toBeGreaterThanOrEqual(1);
    const values = await db().webVital.findMany({
      where: { value: { in: [77_701, 77_702] } },
      select: { value: true },
    });
    expect(values).toEqual([{ value: 77_702 }]);
    const days = await db().$queryRaw<{ day: string; count: number }[]>`
      SELECT to_char("day", 'YYYY-MM-DD') AS "day", "count" FROM "funnel_day_counts"
      WHERE "step" = 'checkout_review' AND "day" <= ${indianIsoDay(ago(FUNNEL_RETENTION_DAYS - 1))}::date`;
    expect(days).toEqual([{ day: indianIsoDay(ago(FUNNEL_RETENTION_DAYS - 1)), count: 1 }]);
  });
});
