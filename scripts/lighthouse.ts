/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default settings: an emulated phone, a
 * throttled network and CPU) of the store's production build on a throwaway database, with the
 * same start-up as `npm run bench`; prints performance, accessibility, best practices and SEO per
 * page. Chromium from CHROME_PATH (default /usr/bin/chromium).
 */
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { db } from "../lib/db";
import { onStop, stopAll } from "./bench/processes";
import { printTable } from "./bench/report";
import { startStore } from "./bench/store";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The goals of issues #17 (performance, best practices) and #18 (accessibility). */
const GOALS: Partial<Record<(typeof CATEGORIES)[number], number>> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
};

const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`Chromium was not found at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

let failed = false;
try {
  const store = await startStore();
  const product = await db().product.findFirstOrThrow({ select: { id: true }, orderBy: { id: "asc" } });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  onStop(() => Promise.resolve(chrome.kill()));

  const rows = [];
  for (const path of ["/", "/shop", `/shop/${product.id}`, "/blog", "/place-order"]) {
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
  failed = rows.some((row) => !row.met);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await db()
    .$disconnect()
    .catch(() => {});
  await stopAll();
}
process.exit(failed ? 1 : 0);
