/**
 * A Redis that cannot start fails startLocalRedis at once with a one-line reason; it used to leave
 * the caller waiting forever for an exit that a failed spawn never emits.
 */
import { describe, expect, it } from "vitest";
import { startLocalRedis } from "./local-redis";
import { KnownFailure } from "./verdict";

describe("startLocalRedis", () => {
  it("fails, saying how to install it, when redis-server is missing", async () => {
    const failure = startLocalRedis("/nonexistent/redis-server");

    await expect(failure).rejects.toThrow(KnownFailure);
    await expect(failure).rejects.toThrow(
      "redis-server could not start (spawn /nonexistent/redis-server ENOENT): apt-get install -y redis-server, or set REDIS_SERVER_PATH.",
    );
  });

  it("fails with the server's last words when it stops while starting", async () => {
    // Node.js refuses redis-server's arguments: a server that exits at once, saying why.
    await expect(startLocalRedis(process.execPath)).rejects.toThrow(
      /^redis-server stopped \(exit 9\) while starting: .*bad option: --port$/,
    );
  });
});
