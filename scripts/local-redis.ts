/**
 * A throwaway Redis for `npm run test:scale`: Debian's redis-server (.ci/run installs it when
 * missing) on a free port, in a temporary folder, persisting nothing. Stopped and removed on close.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { freePort } from "./local-postgres";

export interface LocalRedis {
  url: string;
  close(): Promise<void>;
}

const STARTUP_WAIT_MS = 10_000;

export async function startLocalRedis(binary = process.env.REDIS_SERVER_PATH ?? "redis-server"): Promise<LocalRedis> {
  const directory = await mkdtemp(path.join(tmpdir(), "redis-"));
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", directory];
  const server = spawn(binary, args, { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const started = new Promise<void>((resolve, reject) => {
    server.once("error", (error) =>
      reject(new Error(`redis-server could not start (apt-get install -y redis-server): ${error.message}`)),
    );
    server.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    void waitForAnswer(`redis://127.0.0.1:${port}`).then(resolve, reject);
  });
  const close = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    await rm(directory, { recursive: true, force: true });
  };
  try {
    await started;
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, close };
}

async function waitForAnswer(url: string): Promise<void> {
  const giveUpAt = Date.now() + STARTUP_WAIT_MS;
  for (;;) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.ping();
      await client.close();
      return;
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
