/** Runs the project's programs for its commands, with their output shown or kept for a failure. */
import { spawn } from "node:child_process";
import path from "node:path";
import { KnownFailure } from "./verdict";

/**
 * Runs a program (a path, or a command on PATH) and resolves when it exits with 0. Quiet runs
 * keep the output and print it only on failure. A failure is a KnownFailure: the program has
 * said what went wrong, a stack of this function would only bury it.
 */
export function runProgram(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  { quiet = false, signal }: { quiet?: boolean; signal?: AbortSignal } = {},
): Promise<void> {
  const name = path.basename(program);
  return new Promise((resolve, reject) => {
    // `signal` stops it with the command that started it (one running beside other work).
    const child = spawn(program, args, { stdio: quiet ? "pipe" : "inherit", env, signal });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => reject(new KnownFailure(`${name} could not start: ${error.message}`)));
    child.once("exit", (code, signal) => {
      if (code === 0) return resolve();
      if (quiet) process.stderr.write(output);
      reject(new KnownFailure(`${name} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Runs a project binary (from node_modules/.bin), as runProgram(). */
export const runBinary = (
  name: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
  options?: { quiet?: boolean; signal?: AbortSignal },
) => runProgram(path.resolve("node_modules", ".bin", name), args, env, options);
