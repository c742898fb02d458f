import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportSpeed } from "@/app/api/admin/reports/speed/route";
import { routeResponse } from "@/test/support/call-route";
import { adminSessionCookie, createUser } from "@/test/support/users-and-products";
import { DAY_MS } from "../dates";
import { db } from "../db";
import type { DeviceClass, PageType, VitalMetric } from "../generated/prisma/enums";
import type { Period } from "../reports/period";
import { speedCsv, speedReport } from "./speed-report";
import { verdictOf, vitalText } from "./vital-thresholds";

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** A window of this file's own, well within the 90 days kept: no other file measures there. */
const PERIOD: Period = { from: daysAgo(60), to: daysAgo(50) };

const measured = (metric: VitalMetric, pageType: PageType, device: DeviceClass, values: number[], days = 55) =>
  values.map((value) => ({ metric, pageType, device, value, createdAt: daysAgo(days) }));

beforeAll(async () => {
  await db().webVital.createMany({
    data: [
      // p75 of 1000, 2000, 3000, 4000: rank 0.75 × 3 = 2.25, so 3000 + 0.25 × 1000 = 3250 ms.
      ...measured("LCP", "PRODUCT", "MOBILE", [4000, 1000, 3000, 2000]),
      // CLS 0, 0.05, 0.1, 0.3 in ten-thousandths: 1000 + 0.25 × 2000 = 1500, a score of 0.15.
      ...measured("CLS", "PRODUCT", "MOBILE", [0, 500, 1000, 3000]),
      // 100 and 150 ms: 100 + 0.75 × 50 = 137.5 ms.
      ...measured("INP", "HOME", "DESKTOP", [150, 100]),
      // 2000, 2500, 3000 ms: rank 1.5, so 2500 + 0.5 × 500 = 2750 ms.
      ...measured("TTFB", "CHECKOUT", "MOBILE", [2000, 3000, 2500]),
      // Outside the period, before and after: in no figure.
      ...measured("LCP", "PRODUCT", "MOBILE", [90_000], 61),
      ...measured("LCP", "PRODUCT", "MOBILE", [90_000], 49),
    ],
  });
});

describe("real-user speed", () => {
  it("gives the 75th percentile of each metric per page type and device, judged by Google's thresholds", async () => {
    expect(await speedReport(PERIOD)).toEqual([
      { page: "home", device: "desktop", figures: { INP: { samples: 2, p75: 137.5, verdict: "good" } } },
      {
        page: "product",
        device: "mobile",
        figures: {
          LCP: { samples: 4, p75: 3250, verdict: "needs-improvement" },
          CLS: { samples: 4, p75: 1500, verdict: "needs-improvement" },
        },
      },
      { page: "checkout", device: "mobile", figures: { TTFB: { samples: 3, p75: 2750, verdict: "poor" } } },
    ]);
  });

  it("draws the line where Google does: good up to the threshold, poor only above the second", () => {
    expect([2500, 2501, 4000, 4001].map((p75) => verdictOf("LCP", p75))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([200, 201, 500, 501].map((p75) => verdictOf("INP", p75))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([1000, 1001, 2500, 2501].map((p75) => verdictOf("CLS", p75))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([800, 801, 1800, 1801].map((p75) => verdictOf("TTFB", p75))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([vitalText("LCP", 3250), vitalText("INP", 137.5), vitalText("CLS", 1500), vitalText("TTFB", 800)]).toEqual([
      "3.25 s",
      "138 ms",
      "0.150",
      "0.80 s",
    ]);
  });

  it("exports the figures as CSV, to an operator only", async () => {
    expect(speedCsv(await speedReport(PERIOD))).toBe(
      "Page type,Device,Metric,Unit,Samples,p75,Good up to,Poor above,Verdict\r\n" +
        "Home,Desktop,INP,ms,2,138,200,500,Good\r\n" +
        "Product,Mobile,LCP,ms,4,3250,2500,4000,Needs improvement\r\n" +
        "Product,Mobile,CLS,score,4,0.150,0.100,0.250,Needs improvement\r\n" +
        "Checkout,Mobile,TTFB,ms,3,2750,800,1800,Poor\r\n",
    );
    const { user: admin } = await createUser({ role: "ADMIN" });
    const { token } = await createUser();
    const ask = (query: Record<string, string>, headers: Record<string, string>) =>
      routeResponse(exportSpeed, { method: "GET", query, headers });
    const cookie = await adminSessionCookie(admin.id);
    const answered = await ask({ days: "90" }, { cookie });
    expect(answered.status).toBe(200);
    expect(answered.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await answered.text()).split("\r\n")[0]).toBe(
      "Page type,Device,Metric,Unit,Samples,p75,Good up to,Poor above,Verdict",
    );
    expect((await ask({}, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await ask({ days: "365" }, { cookie })).status).toBe(400);
  });
});
