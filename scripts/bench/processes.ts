/** The servers the benchmarks start, each registered with onStop() (../verdict.ts). */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { onStop } from "../verdict";

/** Ends a child process: SIGTERM, then SIGKILL when it has not exited after `graceMs`. */
function endProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Waits until `url` answers 200, or fails after `timeoutMs`. */
async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited (${child.exitCode})`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts a Node.js server script in `cwd` and resolves once `readyUrl` answers; its output is kept
 * and printed only if it fails to start. Stopped by stopAll().
 */
export async function startServer(
  script: string,
  args: string[],
  { cwd, env, readyUrl }: { cwd: string; env: NodeJS.ProcessEnv; readyUrl: string },
): Promise<void> {
  const child = spawn(process.execPath, [path.resolve(cwd, script), ...args], { cwd, env, stdio: "pipe" });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  onStop(() => endProcess(child));
  try {
    await waitUntilServing(readyUrl, child);
  } catch (error) {
    process.stderr.write(output);
    throw error;
  }
}
