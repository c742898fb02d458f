import { spawn } from "node:child_process";
import path from "node:path";

export interface TsxRun {
  code: number | null;
  /** Standard output and standard error, interleaved as they came. */
  output: string;
}

/**
 * Runs `tsx <args>` as package.json runs the commands (server-only modules load only under the
 * react-server condition), in `cwd`, with `input` on standard input; answers once its output is all read.
 */
export function runTsx(args: string[], { env = process.env, input = "", cwd = process.cwd() } = {}): Promise<TsxRun> {
  const child = spawn(path.resolve("node_modules", ".bin", "tsx"), ["--conditions=react-server", ...args], {
    env,
    cwd,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, output })));
}
