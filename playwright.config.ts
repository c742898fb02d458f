/**
 * End-to-end tests in Debian's Chromium against the production build. Run through
 * `npm run test:e2e` (scripts/e2e.ts), which prepares a seeded throwaway database and sets
 * E2E_PORT and DATABASE_URL before Playwright starts the server.
 */
import { defineConfig, devices } from "@playwright/test";
import { STORE_PORT as port } from "./e2e/support/store-port";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium";

const chromiumLaunch = { executablePath: chromiumPath, args: CHROMIUM_ARGS };

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
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromiumLaunch } },
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
