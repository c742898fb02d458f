import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { log } from "../log";
import { notFound } from "./errors";
import { apiRoute, ok } from "./responses";

/** The JSON lines logged while a test runs, from both streams. */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
  return lines;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const call = (handler: (request: Request, context: unknown) => Promise<Response>, headers: HeadersInit = {}) =>
  handler(
    new Request("http://store.test/api/delivery/check-serviceability?pincode=342001&email=a@b.in", { headers }),
    {},
  );

beforeEach(() => vi.stubEnv("LOG_LEVEL", "debug"));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("apiRoute", () => {
  it("keeps a safe incoming X-Request-Id, echoes it and attaches it to the handler's log lines", async () => {
    const lines = captureLines();
    const handler = apiRoute(async () => {
      await Promise.resolve(); // the id must survive an await
      log.info("user_logged_in", { userId: "u1" });
      return ok({ done: true });
    });

    const response = await call(handler, { "X-Request-Id": "lb-7f3a9c.42" });

    expect(response.headers.get("x-request-id")).toBe("lb-7f3a9c.42");
    expect(await response.json()).toEqual({ success: true, done: true });
    expect(lines).toEqual([
      expect.objectContaining({ event: "user_logged_in", userId: "u1", requestId: "lb-7f3a9c.42" }),
      expect.objectContaining({ level: "info", event: "api_request", requestId: "lb-7f3a9c.42" }),
    ]);
  });

  it("logs one line per request with method, path without the query, status and duration", async () => {
    const lines = captureLines();
    await call(apiRoute(() => Promise.reject(notFound("No such product"))));
    expect(lines).toEqual([
      {
        time: expect.any(String),
        level: "info",
        event: "api_request",
        requestId: expect.stringMatching(UUID),
        method: "GET",
        path: "/api/delivery/check-serviceability",
        status: 404,
        durationMs: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain("342001");
  });

  it.each([
    ["too long", "a".repeat(65)],
    ["with separators", "Root=1-abc;Parent=2"],
    ["with JSON", '{"level":"x"}'],
    ["with spaces", "abc def"],
  ])("replaces an incoming id %s with a new UUID", async (_case, incoming) => {
    captureLines();
    const response = await call(
      apiRoute(() => Promise.resolve(ok())),
      { "X-Request-Id": incoming },
    );
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });

  it("answers an unexpected failure with a 500 that reveals nothing, logged as an error with the same id", async () => {
    const lines = captureLines();
    const response = await call(
      apiRoute(() => Promise.reject(new Error("connection refused for owner@example.in"))),
      { "X-Request-Id": "trace-1" },
    );

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: "Something went wrong. Please try again." });
    expect(lines.map((line) => [line.level, line.event, line.requestId])).toEqual([
      ["error", "unhandled_api_error", "trace-1"],
      ["error", "api_request", "trace-1"],
    ]);
    expect(JSON.stringify(lines)).not.toContain("owner@example.in");
  });

  it("adds the id to responses whose headers are immutable", async () => {
    captureLines();
    const response = await call(apiRoute(() => Promise.resolve(Response.redirect("http://store.test/login", 303))));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://store.test/login");
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });
});
