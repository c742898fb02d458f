import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/messaging/sms/reports/route";
import { routeResponse } from "@/test/support/call-route";
import { runMessagingSimulators } from "@/test/support/messaging";

runMessagingSimulators();

const report = (requestId: string) =>
  JSON.stringify({
    requestId,
    number: "919876543210",
    status: "1",
    desc: "DELIVERED",
    credit: "1",
    date: "2026-11-27 10:06:20",
  });

describe("MSG91's delivery reports", () => {
  it("are refused without the report URL's token, or with another", async () => {
    for (const query of [{}, { token: "guessed-token-guessed" }] as Record<string, string>[]) {
      const answer = await routeResponse(POST, { rawBody: report("a1b2c3"), query });
      expect(answer.status).toBe(401);
    }
  });

  it("refuse a body that is no report, and ignore a report of no message of the store's", async () => {
    const query = { token: process.env.MSG91_REPORT_TOKEN! };
    expect((await routeResponse(POST, { rawBody: "[{]", query })).status).toBe(400);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    expect((await routeResponse(POST, { rawBody: "data=nonsense", query, headers: form })).status).toBe(400);
    expect((await routeResponse(POST, { rawBody: report("not-a-request-of-ours"), query })).status).toBe(200);
  });
});
