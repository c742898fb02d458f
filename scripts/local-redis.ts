/**
 * A throwaway Redis for `npm run test:scale`: Debian's redis-server (.ci/run installs it when
 * missing) on a free port, in a temporary folder, persisting nothing. Stopped and removed on close.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { freePort } from "./ports";
import { KnownFailure } from "./verdict";

export interface LocalRedis {
  url: string;
  close(): Promise<void>;
}

const STARTUP_WAIT_MS = 10_000;

export async function startLocalRedis(binary = process.env.REDIS_SERVER_PATH ?? "redis-server"): Promise<LocalRedis> {
  const directory = await mkdtemp(path.join(tmpdir(), "redis-"));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", directory];
  const server = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
  // redis-server logs to standard output; its last line says why it stopped.
  let lastLine = "";
  const keepLastLine = (chunk: Buffer) => (lastLine = chunk.toString().trim().split("\n").pop() || lastLine);
  server.stdout.on("data", keepLastLine);
  server.stderr.on("data", keepLastLine);
  // 'close' comes once the output is read: after an exit, and also after a failed spawn (which
  // emits 'error' but never 'exit').
  let ended = false;
  const closed = new Promise<string>((resolve) =>
    server.once("close", (code, signal) => {
      ended = true;
      resolve(signal ?? `exit ${code}`);
    }),
  );
  const started = Promise.race([
    new Promise<never>((_, reject) =>
      server.once("error", (error) =>
        reject(
          new KnownFailure(
            `redis-server could not start (${error.message}): apt-get install -y redis-server, or set REDIS_SERVER_PATH.`,
          ),
        ),
      ),
    ),
    closed.then((how) => {
      throw new KnownFailure(`redis-server stopped (${how}) while starting${lastLine ? `: ${lastLine}` : ""}`);
    }),
    waitForAnswer(url, () => ended),
  ]);
  const close = async () => {
    if (!ended) server.kill("SIGTERM");
    await closed;
    await rm(directory, { recursive: true, force: true });
  };
  try {
    await started;
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}

/** Resolves once Redis answers a PING; gives up after a while, or when the server has ended. */
async function waitForAnswer(url: string, ended: () => boolean): Promise<void> {
  const giveUpAt = Date.now() + STARTUP_WAIT_MS;
  while (!ended()) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.ping();
      await client.close();
      return;
    } catch (error) {
      if (Date.now() > giveUpAt) {
        throw new KnownFailure(`redis-server did not answer on ${url} within ${STARTUP_WAIT_MS / 1000} s`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new KnownFailure("redis-server ended before it answered");
}
