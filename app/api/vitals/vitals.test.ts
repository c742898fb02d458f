import { describe, expect, it } from "vitest";
import { routeResponse, newClientAddress } from "@/test/support/call-route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { expectTooManyRequests, spendBudgetDownTo } from "@/test/support/rate-limits";
import { db } from "@/lib/db";
import { POST as reportVitals } from "./route";

/** What the browser sends: one page's four metrics, as sendBeacon posts a string (text/plain). */
const report = {
  page: "post",
  device: "desktop",
  metrics: [
    { name: "LCP", value: 1234.6 },
    { name: "INP", value: 88 },
    { name: "CLS", value: 0.01234 },
    { name: "TTFB", value: 412.2 },
  ],
};

const send = (body: unknown, { type = "text/plain;charset=UTF-8", clientAddress = newClientAddress() } = {}) =>
  routeResponse(reportVitals, {
    rawBody: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": type },
    clientAddress,
  });

/**
 * Where the table stands: the last measurement's id, and a moment before now. By id, not by time
 * alone: PostgreSQL rounds a stored time to the millisecond where JavaScript's clock truncates, so
 * a row written just before could read as written after.
 */
const mark = async () => ({
  id: (await db().webVital.aggregate({ _max: { id: true } }))._max.id ?? 0n,
  at: new Date(Date.now() - 1000),
});

/** The measurements stored after `since` (this file alone writes measurements of today). */
const storedSince = (since: Awaited<ReturnType<typeof mark>>) =>
  db().webVital.findMany({
    where: { id: { gt: since.id }, createdAt: { gte: since.at } },
    select: { metric: true, pageType: true, device: true, value: true },
    orderBy: { id: "asc" },
  });

describe("POST /api/vitals", () => {
  it("stores a page's measurements in whole milliseconds and CLS in ten-thousandths, as sendBeacon sends them", async () => {
    const since = await mark();
    const answer = await send(report);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, stored: 4 });
    const stored = { pageType: "POST", device: "DESKTOP" };
    expect(await storedSince(since)).toEqual([
      { metric: "LCP", value: 1235, ...stored },
      { metric: "INP", value: 88, ...stored },
      { metric: "CLS", value: 123, ...stored },
      { metric: "TTFB", value: 412, ...stored },
    ]);
    // A JSON Blob's type, and a report of one metric, are as welcome.
    const single = { page: "product", device: "mobile", metrics: [{ name: "CLS", value: 0 }] };
    expect((await send(single, { type: "application/json" })).status).toBe(200);
    expect(await storedSince(since)).toHaveLength(5);
  });

  it("refuses anything but a small, well-formed report, with a 4xx and nothing stored", async () => {
    const since = await mark();
    const metric = (name: string, value: unknown) => ({ ...report, metrics: [{ name, value }] });
    const refused: [unknown, number, RegExp][] = [
      [{ ...report, metrics: [...report.metrics, { name: "LCP", value: 1 }] }, 400, /at most 4 measurements/],
      [{ ...report, metrics: [report.metrics[0], report.metrics[0]] }, 400, /once/],
      [{ ...report, metrics: [] }, 400, /at least one/],
      [metric("FCP", 100), 400, /name must be one of LCP, INP, CLS, TTFB/],
      [metric("LCP", 120_001), 400, /out of range/],
      [metric("CLS", 10.5), 400, /out of range/],
      [metric("INP", -1), 400, /negative/],
      [metric("TTFB", "412"), 400, /value must be a number/],
      [{ ...report, page: "/shop/trigno-card?ref=mail" }, 400, /page must be one of/],
      [{ ...report, device: "tablet" }, 400, /device must be one of/],
      [{ ...report, metrics: "LCP=1234" }, 400, /metrics must be a list/],
      [{ ...report, url: "https://shop.example/shop/1" }, 400, /url/],
      [[report], 400, /JSON object/],
      ["{not json", 400, /valid JSON/],
      ["", 400, /page must be one of/],
      [{ ...report, padding: "x".repeat(2000) }, 413, /too large/],
    ];
    for (const [body, status, message] of refused) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await answer.json()) as { message: string }).message).toMatch(message);
    }
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const answer = await send(report, { type });
      expect(answer.status).toBe(415);
    }
    expect(await storedSince(since)).toEqual([]);
  });

  it("answers a report whose page closed while sending it with a 400, never a 500, storing nothing", async () => {
    const since = await mark();
    // What Node.js's server gives a handler when the client goes away mid-body.
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"page":"product","device":"mob'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const request = new Request("http://store.test/api/vitals", {
      method: "POST",
      body: cutOff,
      duplex: "half",
      headers: { "content-type": "text/plain;charset=UTF-8", [CLIENT_ADDRESS_HEADER]: newClientAddress() },
    } as RequestInit);
    const answer = await reportVitals(request, { params: Promise.resolve({}) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, message: "Request body was not received in full" });
    expect(await storedSince(since)).toEqual([]);
  });

  it("is limited per address, refusing beyond the budget with 429 and storing nothing", async () => {
    const address = newClientAddress();
    await spendBudgetDownTo("vitalsReport", address, 1);
    expect((await send(report, { clientAddress: address })).status).toBe(200);
    const since = await mark();
    await expectTooManyRequests(
      await send(report, { clientAddress: address }),
      /^Too many reports were sent from your network/,
    );
    expect(await storedSince(since)).toEqual([]);
    // Another network is not held up.
    expect((await send(report)).status).toBe(200);
  });
});
