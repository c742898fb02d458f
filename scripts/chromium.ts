/**
 * Debian's Chromium as the browser tests (playwright.config.ts), the scale test and
 * `npm run lighthouse` start it: these machines reach nothing but localhost, so Chromium is kept
 * off the network.
 */

/** The full browser, for Lighthouse: it audits a page as a visitor's Chrome renders it. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * The tests' browser: Debian's headless shell of the same Chromium release (the package
 * chromium-headless-shell), without the full browser's windowing layers, as Playwright itself runs
 * headless tests. The same four browser test files took 2.5 min in it against 3.4 min in the full
 * browser on the 2-core machine (docs/PERFORMANCE.md).
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
