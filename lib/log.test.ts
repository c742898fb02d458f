import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
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

  it("keeps a stack readable (paths under @scopes, function names, lines) while masking its secrets", async () => {
    // A real package under an npm scope, as node_modules/@prisma/… is: its frames hold an "@".
    const root = await mkdtemp(path.join(tmpdir(), "log-stack-"));
    const packageDir = path.join(root, "node_modules", "@ganit-test", "failing-client");
    await mkdir(packageDir, { recursive: true });
    const modulePath = path.join(packageDir, "index.mjs");
    await writeFile(
      modulePath,
      [
        "async function runQuery(message) {",
        "  await Promise.resolve();",
        "  throw new Error(message);",
        "}",
        "export async function findUser(message) {",
        "  await runQuery(message);",
        "}",
      ].join("\n"),
    );
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLWJ5dGVz";
    const { findUser } = (await import(pathToFileURL(modulePath).href)) as {
      findUser: (message: string) => Promise<void>;
    };
    const error = await findUser(`no account for asha.verma@example.in (token ${token}, +91 98765 43210)`).then(
      () => null,
      (thrown: unknown) => thrown as Error,
    );
    await rm(root, { recursive: true, force: true });

    const lines = captureLines();
    log.error("unhandled_api_error", { error });
    const logged = lines.err[0]?.error as { message: string; stack: string };

    expect(logged.message).toBe("no account for [email] (token [redacted], [number])");
    const frames = logged.stack.split("\n").slice(1);
    expect(frames[0]).toMatch(/^ {4}at runQuery \(.*node_modules\/@ganit-test\/failing-client\/index\.mjs:3:9\)$/);
    expect(frames[1]).toMatch(
      /^ {4}at async findUser \(.*node_modules\/@ganit-test\/failing-client\/index\.mjs:6:3\)$/,
    );
    expect(frames.join("\n")).not.toMatch(/\[email\]|\[number\]|\[redacted\]/);
    expect(JSON.stringify(lines.err)).not.toMatch(/asha|98765|eyJ/);
  });

  it("masks tokens and secrets written inside text", () => {
    const lines = captureLines();
    log.warn("phonepe_call_failed", {
      note: 'GET /callback?access_token=abc123&state=ok with Authorization: O-Bearer xyz.789 and {"clientSecret": "s3cr3t"}',
    });
    expect(lines.out[0]?.note).toBe(
      'GET /callback?access_token=[redacted]&state=ok with Authorization: O-Bearer [redacted] and {"clientSecret":"[redacted]"}',
    );
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
