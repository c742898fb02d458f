/**
 * End-to-end tests in Debian's Chromium against the production build. Run through
 * `npm run test:e2e` (scripts/e2e.ts), which prepares a seeded throwaway database and sets
 * E2E_PORT and DATABASE_URL before Playwright starts the server.
 *
 * Each test runs where it means something (e2e/README.md):
 * - desktop: every test, but for phone flows and request-only tests;
 * - mobile: phone flows (the PHONE_FLOWS specs, and tests tagged @phone) and tests whose page
 *   changes with the width (tagged @responsive);
 * - api: request-only tests (tagged @api), with no browser.
 * The admin signs in once (e2e/admin.setup.ts); the admin tests start from that saved state.
 */
import { defineConfig, devices } from "@playwright/test";
import { STORE_PORT as port } from "./e2e/support/store-port";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium";

const chromiumLaunch = { executablePath: chromiumPath, args: CHROMIUM_ARGS };

/** Specs of flows made for phones: each sets a phone's viewport itself. */
const PHONE_FLOWS =
  /\b(phone-layout|phone-overlays|payment-pending|payment-recovery|shopper-intent|checkout-memory|confirmation)\.spec\.ts\b/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    // A trace of what failed, without a screenshot of every action on a CPU-bound machine.
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  projects: [
    { name: "setup", testMatch: /\.setup\.ts$/, use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
      grepInvert: [PHONE_FLOWS, /@phone\b/, /@api\b/],
      dependencies: ["setup"],
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions: chromiumLaunch },
      grep: [PHONE_FLOWS, /@phone\b/, /@responsive\b/],
      dependencies: ["setup"],
    },
    { name: "api", grep: /@api\b/ },
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
