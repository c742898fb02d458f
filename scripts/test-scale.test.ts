/**
 * `npm run test:scale` on a machine without redis-server used to print nothing and exit 0: it must
 * fail, saying why, before it builds anything.
 */
import { describe, expect, it } from "vitest";
import { runTsx } from "@/test/support/run-tsx";

describe("npm run test:scale", () => {
  it("fails with a one-line reason when redis-server is missing", { timeout: 60_000 }, async () => {
    const { code, output } = await runTsx(["scripts/test-scale.ts"], {
      env: { ...process.env, REDIS_SERVER_PATH: "/nonexistent/redis-server" },
    });

    expect(code).toBe(1);
    expect(output).toMatch(
      /^redis-server could not start \(spawn \/nonexistent\/redis-server ENOENT\): apt-get install -y redis-server, or set REDIS_SERVER_PATH\.$/m,
    );
    expect(output).toMatch(/FAILED$/m);
    expect(output).not.toContain("services started");
  });
});
