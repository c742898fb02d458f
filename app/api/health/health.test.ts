/**
 * Integration: the health check against the test database, and against one that fails or hangs.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { databaseIsUp } from "@/lib/health";
import { GET as health } from "./route";

afterEach(() => vi.restoreAllMocks());

describe("GET /api/health", () => {
  it("answers 200 ok, never cached, when the database answers", async () => {
    const response = await health(new Request("http://store.test/api/health"), {});
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: true, status: "ok", database: "up" });
  });

  it("answers 503 degraded, revealing nothing of the failure, when the database fails", async () => {
    vi.spyOn(db(), "$queryRaw").mockRejectedValue(new Error("password authentication failed for user ganitplay"));
    const response = await health(new Request("http://store.test/api/health"), {});
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, status: "degraded", database: "down" });
    expect(text).not.toMatch(/password|ganitplay/);
  });

  it("counts a database that does not answer in time as down", async () => {
    vi.spyOn(db(), "$queryRaw").mockReturnValue(new Promise(() => {}) as never);
    const started = Date.now();
    expect(await databaseIsUp(100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
