import { describe, expect, it } from "vitest";
import { newClientAddress, routeResponse } from "@/test/support/call-route";
import { expectTooManyRequests, spendBudgetDownTo } from "@/test/support/rate-limits";
import { indianIsoDay } from "@/lib/dates";
import { db } from "@/lib/db";
import { POST as reportEvents } from "./route";

const send = (body: unknown, { type = "text/plain;charset=UTF-8", clientAddress = newClientAddress() } = {}) =>
  routeResponse(reportEvents, {
    rawBody: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": type },
    clientAddress,
  });

/** Today's counts of the steps the browser reports (no other file reports them). */
async function todaysCounts(): Promise<Record<string, number>> {
  const rows = await db().$queryRaw<{ step: string; count: number }[]>`
    SELECT "step"::text AS "step", "count" FROM "funnel_day_counts"
    WHERE "day" = ${indianIsoDay(new Date())}::date
      AND "step" IN ('product_view', 'checkout_started', 'checkout_delivery', 'checkout_review')`;
  return Object.fromEntries(rows.map(({ step, count }) => [step, count]));
}

const added = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(after)
      .map((step) => [step, after[step]! - (before[step] ?? 0)] as const)
      .filter(([, difference]) => difference !== 0),
  );

describe("POST /api/events", () => {
  it("adds the steps a page saw to today's counts, each as often as it is named", async () => {
    const before = await todaysCounts();
    const answer = await send({ events: ["product_view", "checkout_started", "product_view"] });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, counted: 3 });
    expect((await send({ events: ["checkout_review"] }, { type: "application/json" })).status).toBe(200);
    expect(added(before, await todaysCounts())).toEqual({ product_view: 2, checkout_started: 1, checkout_review: 1 });
  });

  it("refuses steps the server counts itself, unknown or oversized reports, with a 4xx and nothing counted", async () => {
    const before = await todaysCounts();
    const refused: [unknown, number, RegExp][] = [
      [{ events: ["add_to_cart"] }, 400, /each event must be one of product_view, checkout_started/],
      [{ events: ["order_placed"] }, 400, /each event must be one of/],
      [{ events: ["product_view", "purchase"] }, 400, /each event must be one of/],
      [{ events: Array.from({ length: 11 }, () => "product_view") }, 400, /at most 10 events/],
      [{ events: [] }, 400, /at least one step/],
      [{ events: "product_view" }, 400, /events must be a list/],
      [{ events: [7] }, 400, /each event must be one of/],
      [{ events: ["product_view"], productId: "trigno-card" }, 400, /productId/],
      ["[]", 400, /JSON object/],
      [`{"events": ["product_view"], "pad": "${"x".repeat(1100)}"}`, 413, /too large/],
    ];
    for (const [body, status, message] of refused) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await answer.json()) as { message: string }).message).toMatch(message);
    }
    expect((await send({ events: ["product_view"] }, { type: "text/html" })).status).toBe(415);
    expect(added(before, await todaysCounts())).toEqual({});
  });

  it("is limited per address, refusing beyond the budget with 429 and counting nothing", async () => {
    const address = newClientAddress();
    await spendBudgetDownTo("funnelReport", address, 1);
    expect((await send({ events: ["checkout_delivery"] }, { clientAddress: address })).status).toBe(200);
    const before = await todaysCounts();
    const refused = await send({ events: ["checkout_delivery"] }, { clientAddress: address });
    await expectTooManyRequests(refused, /^Too many reports were sent from your network/);
    expect(added(before, await todaysCounts())).toEqual({});
  });
});
