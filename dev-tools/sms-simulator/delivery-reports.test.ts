/** Delivery reports: v2 and v3 shapes, final statuses, retries, and the promotional rules. */
import { afterEach, describe, expect, it } from "vitest";
import { startSmsSimulator, type SmsSimulator, type SmsSimulatorOptions } from "./server";
import { sendFlow, simulatorOptions, startReceiver, waitFor } from "./test-support";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
let simulator: SmsSimulator | undefined;
let receiver: Receiver | undefined;
afterEach(async () => {
  await simulator?.close();
  await receiver?.close();
});

/** A simulator reporting to a fresh receiver, which answers `statuses` in turn before 200s. */
async function start(
  overrides: Partial<SmsSimulatorOptions> = {},
  { statuses = [], version }: { statuses?: number[]; version?: "v2" | "v3" } = {},
) {
  receiver = await startReceiver(statuses);
  simulator = await startSmsSimulator(
    simulatorOptions({ deliveryReports: { url: receiver.url, version }, ...overrides }),
  );
  return { simulator, receiver };
}

const shippedTo = (...mobiles: string[]) => ({
  template_id: "order-shipped",
  recipients: mobiles.map((number) => ({
    mobiles: number,
    name: "Aarav",
    order: "GP-1",
    link: "https://ganitplay.in/t/1",
  })),
});
const saleTo = (...mobiles: string[]) => ({
  template_id: "festive-sale",
  recipients: mobiles.map((number) => ({ mobiles: number, var1: "20%" })),
});
/** A clock stopped at an IST wall-clock time ("HH:mm:ss") on 22 May 2026. */
const ist = (time: string) => () => new Date(`2026-05-22T${time}+05:30`);

const v2Data = (body: string) => JSON.parse(new URLSearchParams(body).get("data") ?? "null") as unknown;

describe("delivery reports", () => {
  it("posts v2 (form field data) by default: delivered is 1, a failing number 2", async () => {
    const { simulator, receiver } = await start({ failingNumbers: ["917012345678"], now: ist("10:06:20") });
    const { body } = await sendFlow(simulator, shippedTo("919876543210", "917012345678"));

    const [report] = await waitFor(() => (receiver.received.length ? receiver.received : undefined));
    expect(report?.contentType).toBe("application/x-www-form-urlencoded");
    expect(v2Data(report?.body ?? "")).toEqual([
      {
        senderId: "GANITP",
        requestId: body.message,
        userId: "simulator",
        campaignName: "API",
        report: [
          {
            date: "2026-05-22 10:06:20",
            number: "919876543210",
            status: "1",
            desc: "DELIVERED",
            failedReason: "",
            credit: "1",
            clientid: "",
          },
          {
            date: "2026-05-22 10:06:20",
            number: "917012345678",
            status: "2",
            desc: "FAILED",
            failedReason: "Absent subscriber",
            credit: "1",
            clientid: "",
          },
        ],
      },
    ]);
    expect(simulator.messages().map((sms) => [sms.to, sms.status])).toEqual([
      ["917012345678", "failed"],
      ["919876543210", "delivered"],
    ]);
    // The attempt is recorded once the store's answer is read, a moment after the store has the report.
    await waitFor(() => simulator.reportAttempts()[0]);
    expect(simulator.reportAttempts()).toMatchObject([{ requestId: body.message, attempt: 1, httpStatus: 200 }]);
  });

  it("posts v3 as JSON, one object per number", async () => {
    const { simulator, receiver } = await start({ now: ist("18:30:00") }, { version: "v3" });
    const { body } = await sendFlow(simulator, shippedTo("919876543210", "918123456789"));

    const reports = await waitFor(() => (receiver.received.length === 2 ? receiver.received : undefined));
    expect(reports.map((report) => report.contentType)).toEqual(["application/json", "application/json"]);
    const bodies = reports.map((report) => JSON.parse(report.body) as { number: string });
    expect(bodies.map((report) => report.number).sort()).toEqual(["918123456789", "919876543210"]);
    const first = bodies.find((report) => report.number === "919876543210");
    expect(first).toEqual({
      date: "2026-05-22 18:30:00",
      number: "919876543210",
      senderId: "GANITP",
      requestId: body.message,
      status: "1",
      desc: "DELIVERED",
      credit: "1",
      campaignName: "API",
      userId: "simulator",
    });
  });

  it("retries a report the store answered 500, with growing delays, until it is taken", async () => {
    const { simulator, receiver } = await start(
      { reportRetry: { firstDelayMs: 10, maxAttempts: 5 } },
      { statuses: [500, 500] },
    );
    await sendFlow(simulator, shippedTo("919876543210"));

    await waitFor(() => (simulator.reportAttempts().some((attempt) => attempt.accepted) ? true : undefined));
    const attempts = simulator.reportAttempts();
    expect(attempts.map(({ attempt, httpStatus, accepted }) => [attempt, httpStatus, accepted])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 200, true],
    ]);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((report) => report.body)).size).toBe(1);
  });

  it("gives up after maxAttempts when the store cannot be reached", async () => {
    simulator = await startSmsSimulator(
      simulatorOptions({
        deliveryReports: { url: "http://127.0.0.1:1/dlr" },
        reportRetry: { firstDelayMs: 5, maxAttempts: 3 },
      }),
    );
    await sendFlow(simulator, shippedTo("919876543210"));
    await waitFor(() => (simulator?.reportAttempts().length === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(simulator.reportAttempts().map((attempt) => [attempt.attempt, attempt.accepted, !!attempt.error])).toEqual([
      [1, false, true],
      [2, false, true],
      [3, false, true],
    ]);
  });
});

describe("promotional rules", () => {
  it("rejects a promotional SMS outside 10:00–21:00 IST in its report (DLT 651)", async () => {
    const { simulator, receiver } = await start({ now: ist("21:00:00") });
    const { body } = await sendFlow(simulator, saleTo("919876543210"));

    expect(body.type).toBe("success"); // MSG91 accepts; DLT scrubbing rejects downstream
    const [report] = await waitFor(() => (receiver.received.length ? receiver.received : undefined));
    expect(v2Data(report?.body ?? "")).toMatchObject([
      { report: [{ status: "16", desc: "REJECTED", failedReason: "651 EC_INVALID_PROMO_TIME" }] },
    ]);
    expect(simulator.messages()[0]).toMatchObject({ sender: "GANITP-P", status: "rejected" });
  });

  it("delivers promotions inside a configured window, except to DND numbers (status 9)", async () => {
    const { simulator } = await start({
      now: ist("09:30:00"),
      promoWindow: { from: "09:00", to: "21:00" },
      dndNumbers: ["917012345678"],
    });
    await sendFlow(simulator, saleTo("919876543210", "917012345678"));

    const statuses = await waitFor(() => {
      const settled = simulator.messages().map((sms) => [sms.to, sms.status]);
      return settled.some(([, status]) => status === "submitted") ? undefined : settled;
    });
    expect(statuses).toEqual([
      ["917012345678", "ndnc"],
      ["919876543210", "delivered"],
    ]);
  });

  it("lets service-implicit SMS go at night and to DND numbers", async () => {
    const { simulator } = await start({ now: ist("23:45:00"), dndNumbers: ["919876543210"] });
    await sendFlow(simulator, shippedTo("919876543210"));
    expect(await waitFor(() => (simulator.messages()[0]?.status === "delivered" ? true : undefined))).toBe(true);
  });
});
