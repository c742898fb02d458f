/**
 * Two production store instances for `npm run test:scale`: the same build, on two ports, over the
 * services the caller started. Each one's output goes to a log file, printed when a check fails.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { freePort } from "./ports";

export interface StoreInstance {
  name: string;
  url: string;
  logFile: string;
}

const READY_WAIT_MS = 90_000;

async function waitUntilHealthy(instance: StoreInstance, child: ChildProcess): Promise<void> {
  const giveUpAt = Date.now() + READY_WAIT_MS;
  while (Date.now() < giveUpAt) {
    if (child.exitCode !== null)
      throw new Error(`${instance.name} exited with ${child.exitCode} (see ${instance.logFile})`);
    const healthy = await fetch(`${instance.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} did not become healthy within ${READY_WAIT_MS / 1000} s (see ${instance.logFile})`);
}

/** Starts instances A and B with `env` (each its own PORT); answers them and how to stop them. */
export async function startInstances(
  env: NodeJS.ProcessEnv,
  logDirectory: string,
  siteUrlOf: (port: number) => string,
) {
  const ports = [await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  const instances = ports.map((port, index) => {
    const name = `instance ${"AB"[index]}`;
    const logFile = path.join(logDirectory, `instance-${"ab"[index]}.log`);
    const child = spawn(
      process.execPath,
      [path.join("server", "index.js"), "start", "--port", String(port), "--hostname", "127.0.0.1"],
      {
        env: { ...env, PORT: String(port), SITE_URL: siteUrlOf(ports[0]!) },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const log = createWriteStream(logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.push(child);
    return { name, url: `http://127.0.0.1:${port}`, logFile } satisfies StoreInstance;
  });
  const stop = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
  try {
    await Promise.all(instances.map((instance, index) => waitUntilHealthy(instance, children[index]!)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { a: instances[0]!, b: instances[1]!, stop };
}
