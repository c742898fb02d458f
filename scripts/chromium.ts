/**
 * Debian's Chromium as the browser tests (playwright.config.ts) and `npm run lighthouse` start it:
 * these machines reach nothing but localhost, so Chromium is kept off the network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
