/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default settings: an emulated phone, a
 * throttled network and CPU) of the store's production build on a throwaway database, with the
 * same start-up as `npm run bench`; prints performance, accessibility, best practices and SEO per
 * page. Chromium from CHROMIUM_PATH (default /usr/bin/chromium), started as the browser tests start it.
 */
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { onStop, runThenStopAll } from "./bench/processes";
import { printTable } from "./bench/report";
import { startStore } from "./bench/store";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The goals of issues #17 (performance, best practices) and #18 (accessibility). */
const GOALS: Partial<Record<(typeof CATEGORIES)[number], number>> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
};

if (!existsSync(chromiumPath)) {
  console.error(`Chromium was not found at ${chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}

await runThenStopAll(async () => {
  const store = await startStore();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  onStop(() => Promise.resolve(chrome.kill()));

  const rows = [];
  for (const path of ["/", "/shop", `/shop/${store.productId}`, "/blog", "/place-order"]) {
    const result = await lighthouse(store.baseUrl + path, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const scores = CATEGORIES.map((category) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
    rows.push({
      what: path,
      measured: scores.map((score, index) => `${CATEGORIES[index]} ${score}`).join(", "),
      goal: "performance ≥ 95, accessibility 100, best practices 100",
      met: scores.every((score, index) => score >= (GOALS[CATEGORIES[index]!] ?? 0)),
    });
  }
  printTable(`npm run lighthouse (mobile), ${new Date().toISOString()}`, rows);
  return rows.every((row) => row.met);
});
