import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentRequestId, log, withRequestId } from "./log";

/** The JSON lines written to stdout and stderr while a test runs. */
function captureLines() {
  const lines = { out: [] as Record<string, unknown>[], err: [] as Record<string, unknown>[] };
  const capture = (into: Record<string, unknown>[]) => (chunk: string | Uint8Array) => {
    into.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(capture(lines.out));
  vi.spyOn(process.stderr, "write").mockImplementation(capture(lines.err));
  return lines;
}

beforeEach(() => vi.stubEnv("LOG_LEVEL", "debug"));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("log", () => {
  it("writes one JSON line with time, level, event, request id and fields; errors to stderr", () => {
    const lines = captureLines();
    withRequestId("req-123", () => log.info("order_placed", { orderId: "ord_1", amountPaise: 49_900 }));
    log.error("payment_sweep_failed", { attempt: 2 });

    expect(lines.out).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: "info",
        event: "order_placed",
        requestId: "req-123",
        orderId: "ord_1",
        amountPaise: 49_900,
      },
    ]);
    expect(lines.err).toEqual([expect.objectContaining({ level: "error", event: "payment_sweep_failed", attempt: 2 })]);
    expect(lines.err[0]).not.toHaveProperty("requestId");
  });

  it("replaces secret and personal fields, at any depth", () => {
    const lines = captureLines();
    log.info("probe", {
      password: "hunter2-hunter2",
      token: "eyJhbGciOi.secret",
      headers: { Authorization: "Bearer abc", "x-request-id": "r1" },
      user: { email: "asha@example.in", phone: "9876543210", id: "u1" },
      body: { any: "thing" },
    });
    const text = JSON.stringify(lines.out);
    for (const secret of ["hunter2", "eyJhbGciOi", "Bearer abc", "asha@example.in", "9876543210", "thing"]) {
      expect(text).not.toContain(secret);
    }
    expect(lines.out[0]).toMatchObject({
      password: "[redacted]",
      token: "[redacted]",
      headers: { Authorization: "[redacted]", "x-request-id": "r1" },
      user: { email: "[redacted]", phone: "[redacted]", id: "u1" },
      body: "[redacted]",
    });
  });

  it("masks e-mail addresses and phone numbers inside messages and errors", () => {
    const lines = captureLines();
    log.error("unhandled_api_error", {
      error: new Error("duplicate key for asha.verma@example.in and +91 98765 43210"),
      note: "call 09876543210",
    });
    const [entry] = lines.err;
    expect(JSON.stringify(entry)).not.toMatch(/asha|98765|43210/);
    expect(entry).toMatchObject({
      error: { name: "Error", message: "duplicate key for [email] and [number]" },
      note: "call [number]",
    });
  });

  it("drops lines below LOG_LEVEL and is silent under Vitest by default", () => {
    const lines = captureLines();
    vi.stubEnv("LOG_LEVEL", "warn");
    log.info("quiet");
    log.warn("loud");
    vi.stubEnv("LOG_LEVEL", "");
    log.error("also_quiet");
    expect(lines.out.map((entry) => entry.event)).toEqual(["loud"]);
    expect(lines.err).toEqual([]);
  });

  it("keeps the request id across awaits and keeps concurrent requests apart", async () => {
    const seen = await Promise.all(
      ["a", "b"].map((id) =>
        withRequestId(id, async () => {
          await new Promise((resolve) => setTimeout(resolve, id === "a" ? 10 : 0));
          return currentRequestId();
        }),
      ),
    );
    expect(seen).toEqual(["a", "b"]);
    expect(currentRequestId()).toBeUndefined();
  });
});
