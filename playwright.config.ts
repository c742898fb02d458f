/**
 * End-to-end tests in Debian's Chromium against the production build. Run through
 * `npm run test:e2e` (scripts/e2e.ts), which prepares a seeded throwaway database and sets
 * E2E_PORT and DATABASE_URL before Playwright starts the server.
 *
 * Each test runs where it means something (e2e/README.md):
 * - desktop: every test, but for phone flows and request-only tests;
 * - mobile: phone flows (the PHONE_FLOWS specs, and tests tagged @phone) and tests whose page
 *   changes with the width (tagged @responsive);
 * - api: request-only tests (tagged @api), with no browser;
 * - serial: tests tagged @serial, which change or read what every other test shares (the
 *   catalogue, a seeded product's stock, the page cache): they run one at a time, after the rest.
 * The admin signs in once (e2e/admin.setup.ts); the admin tests start from that saved state.
 */
import { defineConfig, devices } from "@playwright/test";
import { STORE_PORT as port } from "./e2e/support/store-port";
import { CHROMIUM_ARGS, headlessShellPath } from "./scripts/chromium";

const chromiumLaunch = { executablePath: headlessShellPath, args: CHROMIUM_ARGS };

const desktop = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch };

/** Tests that change or read what all others share: run alone (e2e/README.md). */
const SERIAL = /@serial\b/;

/** Specs of flows made for phones: each sets a phone's viewport itself. */
const PHONE_FLOWS =
  /\b(phone-layout|phone-overlays|payment-pending|payment-recovery|shopper-intent|checkout-memory|confirmation|learn)\.spec\.ts\b/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // Two workers on the two-core machine: 23 % less time than one (e2e/README.md).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    // No trace: recording one costs 12 % of the run on the 2-core machine, and a failure's message
    // and call log say where it failed. To look closer: npm run test:e2e -- --trace=retain-on-failure.
    trace: "off",
  },
  projects: [
    {
      name: "setup",
      testMatch: /\.setup\.ts$/,
      use: desktop,
      // Not a clean-up: the serial tests run once every project that needs the setup is done,
      // whether or not its tests passed.
      teardown: "serial",
    },
    // First of the three: the power-cut test alone takes most of a minute, and started last it kept one worker
    // busy while the other waited for the serial tests.
    { name: "api", grep: /@api\b/, grepInvert: SERIAL, dependencies: ["setup"] },
    {
      name: "desktop",
      use: desktop,
      grepInvert: [PHONE_FLOWS, /@phone\b/, /@api\b/, SERIAL],
      dependencies: ["setup"],
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions: chromiumLaunch },
      grep: [PHONE_FLOWS, /@phone\b/, /@responsive\b/],
      grepInvert: SERIAL,
      dependencies: ["setup"],
    },
    { name: "serial", use: desktop, grep: SERIAL, workers: 1 },
  ],
  webServer: {
    // The store's own server, as `npm start` runs it: client addresses come from the connection.
    command: `node server/index.js start --port ${port} --hostname 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
