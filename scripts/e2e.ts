/**
 * `npm run test:e2e`: builds the store, seeds a throwaway database and runs Playwright in
 * Debian's Chromium headless shell (scripts/chromium.ts). Arguments go to Playwright.
 * With `--with-unit-tests` (what `npm test` runs) the Vitest suite runs while the store is
 * prepared and built, on the environment this command was given: the two leave each other a core
 * half the time (Vitest waits on PostgreSQL, the build on single-threaded steps), and Playwright
 * starts only once both passed. With `--with-checks` (`npm test` too) tsc, ESLint and Prettier
 * (scripts/check.ts) run first, beside Vitest: ESLint holds one core for over a minute, and the
 * other was idle. The build waits for them: it rewrites .next/types, which tsc and ESLint read.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { forgetCachedPages, importPincodesIfEmpty } from "./database";
import { headlessShellPath } from "./chromium";
import { runBinary } from "./programs";
import { startLocalMailCatcher } from "./mail-catcher";
import { startLocalMessaging } from "./messaging-simulators";
import { startLocalShiprocket } from "./shipping-simulator";
import { startLocalPhonePe } from "./phonepe-simulator";
import { ensurePortFree, freePort } from "./ports";
import { buildStore } from "./store-build";
import { createTestDatabase } from "./test-database";
import { TEST_STORE_PUBLIC_CONFIG } from "./test-store-public-config";
import { onStop, runCommand } from "./verdict";

if (!existsSync(headlessShellPath)) {
  console.error(
    `Chromium's headless shell was not found at ${headlessShellPath}.\n` +
      "Install Debian's (apt-get install -y chromium-headless-shell) or set CHROMIUM_HEADLESS_SHELL_PATH to one.",
  );
  process.exit(1);
}

const WITH_UNIT_TESTS = "--with-unit-tests";
const WITH_CHECKS = "--with-checks";
const withUnitTests = process.argv.includes(WITH_UNIT_TESTS);
const withChecks = process.argv.includes(WITH_CHECKS);
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== WITH_UNIT_TESTS && arg !== WITH_CHECKS);
// Vitest gets the environment as given, before this command points it at its own store.
const unitTestEnv = { ...process.env };

// The seed creates this admin; the admin specs sign in with it (e2e/support/admin.ts). Set here,
// before anything reads the configuration, so seedStore() below sees it too.
process.env.ADMIN_EMAIL = "admin@ganitplay.test";
process.env.ADMIN_PASSWORD = "admin-test-password-2026";

// A free port unless one is configured, so a second run (or CI beside a developer's run) never collides.
const port = process.env.E2E_PORT ?? String(await freePort());
/** Runs `program` beside what follows, stopped with the command; a failure is the caller's to await. */
function runAlongside(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const stop = new AbortController();
  onStop(() => Promise.resolve(stop.abort()));
  const run = runBinary(program, args, env, { signal: stop.signal });
  // Awaited later; a failure meanwhile must not go unhandled.
  run.catch(() => undefined);
  return run;
}

await runCommand("npm run test:e2e", async () => {
  const checks = withChecks ? runAlongside("tsx", ["scripts/check.ts"], unitTestEnv) : Promise.resolve();
  // Checked now, not when Playwright starts the server after the build.
  if (process.env.E2E_PORT) {
    await ensurePortFree({
      service: "The store under test",
      port: Number(port),
      host: "127.0.0.1",
      variable: "E2E_PORT",
    });
  }
  const phonePeSimulator = await startLocalPhonePe(`http://127.0.0.1:${port}`, "http://127.0.0.1:0");
  onStop(phonePeSimulator.close);
  // WhatsApp and SMS through their local simulators, on free ports (the specs read /dev/messages.json).
  for (const name of ["WHATSAPP_ENV", "SMS_ENV", "WHATSAPP_SIMULATOR_URL", "SMS_SIMULATOR_URL"])
    delete process.env[name];
  process.env.WHATSAPP_SIMULATOR_URL = process.env.SMS_SIMULATOR_URL = "http://127.0.0.1:0";
  const messaging = await startLocalMessaging(`http://127.0.0.1:${port}`);
  onStop(messaging.close);
  // Couriers through the local Shiprocket simulator, on a free port (the specs scan parcels on /dev/courier).
  for (const name of ["SHIPROCKET_ENV", "SHIPROCKET_SIMULATOR_URL"]) delete process.env[name];
  process.env.SHIPROCKET_SIMULATOR_URL = "http://127.0.0.1:0";
  const shipping = await startLocalShiprocket(`http://127.0.0.1:${port}`);
  onStop(shipping.close);
  // The store's e-mails go to a local catcher; the specs read them on /dev/mail or its API.
  delete process.env.SMTP_URL;
  const mailCatcher = await startLocalMailCatcher();
  onStop(async () => mailCatcher?.close());
  const database = await createTestDatabase("e2e");
  onStop(() => database.dispose());
  // Only now: the embedded PostgreSQL cluster is up, and Vitest's setup reuses it rather than
  // starting it a second time at once (two starts race for its lock file).
  const unitTests = withUnitTests ? runAlongside("vitest", ["run"], unitTestEnv) : Promise.resolve();
  const testEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // A fresh signing secret per run: tokens from other runs are worthless here.
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    // The operator the admin tests sign in as, created by the seed below.
    ADMIN_EMAIL: "admin@ganitplay.test",
    ADMIN_PASSWORD: randomBytes(12).toString("base64url"),
    CHROMIUM_HEADLESS_SHELL_PATH: headlessShellPath,
    DATABASE_URL: database.url,
    E2E_PORT: port,
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    // `npm test` checks the types (--with-checks): the build need not check them again (next.config.ts).
    STORE_TYPES_CHECKED: "1",
    // Browsers and test shoppers connect straight to the store (e2e/support/from-address.ts).
    TRUST_PROXY_HOPS: "0",
    // The production build under test pays through the local PhonePe simulator.
    PHONEPE_ENV: "simulator",
    PHONEPE_SIMULATOR_URL: phonePeSimulator.url,
    ...TEST_STORE_PUBLIC_CONFIG,
    // The Grievance Officer /terms names (e2e/terms.spec.ts).
    GRIEVANCE_OFFICER_NAME: "Meera Test Officer",
    GRIEVANCE_OFFICER_DESIGNATION: "Head of Customer Care",
    GRIEVANCE_OFFICER_EMAIL: "grievance@ganitplay.test",
    GRIEVANCE_OFFICER_PHONE: "+91 291 000 0009",
    // Every page reports its speed, so a test can wait for the report (e2e/telemetry.spec.ts).
    VITALS_SAMPLE_RATE: "1",
    // Trigonik is left without a video on purpose: its tile links to the product instead.
    PRODUCT_VIDEO_IDS: "trigno-card=TESTVIDEO01,coordinate=TESTVIDEO02,operator=TESTVIDEO03",
  };
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    ADMIN_EMAIL: testEnv.ADMIN_EMAIL,
    ADMIN_PASSWORD: testEnv.ADMIN_PASSWORD,
  });
  const { seedStore } = await import("../prisma/seed");
  await seedStore();
  await importPincodesIfEmpty(database.url);
  // A fresh database each run: nothing cached from an earlier one may answer for it.
  forgetCachedPages();
  await checks;
  await buildStore(testEnv, { quiet: withUnitTests });
  await unitTests;
  await runBinary("playwright", ["test", ...playwrightArgs], testEnv);
  return true;
});
