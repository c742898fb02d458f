/**
 * `npm run bench`: the store's speed against the goals of issue #17, in one run on this machine.
 * Builds when needed, serves the production build on a throwaway embedded database, measures
 * pages and API reads against the store's own static responses (autocannon), first-load JS
 * against a bare Next.js app, cash on delivery placements by 100 customers at once, and the cash
 * on delivery rating on 5,000 past parcels, what a promotion code adds to the cart call, and the
 * sales report on a year of 50,000 orders; prints
 * the table, then stops everything it started (also on failure or Ctrl-C).
 */
import os from "node:os";
import { localizedPath } from "../../lib/i18n/addresses";
import { LOCALES } from "../../lib/i18n/locales";
import { runCommand } from "../verdict";
import { firstLoadJsBytes, floorBytes } from "./first-load-js";
import { measureCodRating } from "./cod-rating";
import { measureCouponCart } from "./coupon-cart";
import { CONNECTIONS, MEASURE_SECONDS, ROUNDS, measurePair } from "./load";
import { ensureMeasuringTools } from "./measuring-tools";
import { CUSTOMERS, measurePlacements } from "./orders";
import { kib, pairRow, perSecond, printTable, spread, type Row } from "./report";
import { HISTORY_ORDERS, measureSalesReport } from "./reports";
import { startStore } from "./store";

/** Pages whose first-load JS is measured; the goal for each, in KB above the floor. */
const PAGE_BUDGETS: { name: string; path: (productId: string) => string; budgetKb: number }[] = [
  { name: "product", path: (id) => `/shop/${id}`, budgetKb: 20 },
  { name: "checkout", path: () => "/place-order", budgetKb: 45 },
  { name: "home", path: () => "/", budgetKb: 45 },
  { name: "login", path: () => "/login", budgetKb: 45 },
  ...["shop", "cart", "blog", "about", "contact", "terms", "register", "orders", "wishlist", "profile"].map((page) => ({
    name: page,
    path: () => `/${page}`,
    budgetKb: 45,
  })),
  // #30: a Hindi page carries its language's texts for the client components, no more.
  { name: "product in Hindi", path: (id) => `/hi/shop/${id}`, budgetKb: 20 },
  { name: "home in Hindi", path: () => "/hi", budgetKb: 45 },
];

async function pageLoads(baseUrl: string, productId: string): Promise<Row[]> {
  const rows: Row[] = [];
  // Each cached page in both languages (#30), against the cached page with least to compute.
  for (const [path, goal] of [
    [`/shop/${productId}`, { ratio: 0.8, p99Ms: 100 }],
    ["/shop", { ratio: 0.6, p99Ms: 150 }],
    ["/", { ratio: 0.6, p99Ms: 150 }],
  ] as const) {
    for (const locale of LOCALES) {
      rows.push(pairRow(await measurePair(baseUrl, localizedPath(path, locale), "/terms"), goal));
    }
  }
  rows.push(pairRow(await measurePair(baseUrl, "/api/products/list", "/robots.txt"), { ratio: 0.7 }));
  return rows;
}

async function firstLoadJs(baseUrl: string, productId: string): Promise<Row[]> {
  const floor = await floorBytes();
  const rows: Row[] = [];
  for (const page of PAGE_BUDGETS) {
    const above = (await firstLoadJsBytes(baseUrl + page.path(productId))) - floor.bytes;
    rows.push({
      what: `First-load JS, ${page.name} (${page.path(productId)})`,
      measured: `+${kib(above)}`,
      goal: `≤ +${page.budgetKb} KB`,
      met: above <= page.budgetKb * 1024,
    });
  }
  console.log(`Floor: a bare Next.js app (${floor.versions}) loads ${kib(floor.bytes)} of JS (gzip).`);
  return rows;
}

async function placements(baseUrl: string): Promise<Row[]> {
  const figures = await measurePlacements(baseUrl);
  const { raced } = figures;
  const failures = Object.entries(figures.failures).map(([status, count]) => `${count} × ${status}`);
  return [
    {
      what: `COD placements, ${CUSTOMERS} customers at once`,
      measured:
        `${perSecond(figures.ordersPerSecond)} (rounds ${spread(figures.rounds, perSecond)}; ${figures.placed} placed)` +
        (failures.length > 0 ? `, answered ${failures.join(", ")}` : ""),
      goal: "≥ 100/s",
      met: figures.ordersPerSecond >= 100 && failures.length === 0,
    },
    {
      what: `${CUSTOMERS} customers racing for ${raced.units} units`,
      measured: `${raced.placed} placed, ${raced.refused} refused, stock after ${raced.stockAfter}, ${raced.oversold} oversold`,
      goal: "0 oversold",
      met: raced.oversold === 0 && raced.placed === raced.units && raced.stockAfter === 0,
    },
  ];
}

/** What rating an order for cash on delivery adds to its placement (issue #33). */
async function codRating(): Promise<Row> {
  const { p95Ms, p50Ms, parcels } = await measureCodRating();
  return {
    what: `COD rating at checkout, on ${parcels} past parcels`,
    measured: `p95 ${p95Ms.toFixed(1)} ms (p50 ${p50Ms.toFixed(1)} ms)`,
    goal: "p95 < 10 ms",
    met: p95Ms < 10,
  };
}

/** What applying a promotion code adds to the cart call (issue #34). */
async function couponCart(): Promise<Row> {
  const { withoutMs, withMs } = await measureCouponCart();
  const added = withMs - withoutMs;
  return {
    what: "A promotion code on the cart call (3 lines, 3 automatic offers)",
    measured: `p95 ${withMs.toFixed(1)} ms with, ${withoutMs.toFixed(1)} ms without: +${added.toFixed(1)} ms`,
    goal: "adds < 20 ms at p95",
    met: added < 20,
  };
}

/** The sales report page on a year of history (issue #36): under a second at p95. */
async function salesReport(baseUrl: string): Promise<Row[]> {
  const { year, month } = await measureSalesReport(baseUrl);
  const spans = [
    { span: "a year by week", ...year },
    { span: "the last 30 days by day", ...month },
  ];
  return spans.map(({ span, p95Ms, p50Ms }) => ({
    what: `Sales report page, ${span}, on ${HISTORY_ORDERS.toLocaleString("en-IN")} orders`,
    measured: `p95 ${p95Ms.toFixed(0)} ms (p50 ${p50Ms.toFixed(0)} ms)`,
    goal: "p95 < 1,000 ms",
    met: p95Ms < 1000,
  }));
}

await runCommand("npm run bench", async () => {
  const started = new Date();
  // Before the store: a failed install ends the run in seconds, not after the build.
  await ensureMeasuringTools();
  const store = await startStore();
  console.log(
    `Serving ${store.baseUrl}; load: ${CONNECTIONS} connections, ${MEASURE_SECONDS} s per URL, ${ROUNDS} rounds per pair.`,
  );
  const rows = [
    ...(await pageLoads(store.baseUrl, store.productId)),
    ...(await firstLoadJs(store.baseUrl, store.productId)),
    ...(await placements(store.baseUrl)),
    await codRating(),
    await couponCart(),
    ...(await salesReport(store.baseUrl)),
  ];
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average ${os.loadavg()[0]!.toFixed(1)}`;
  printTable(`npm run bench, ${started.toISOString()} (${machine})`, rows);
  return rows.every((row) => row.met);
});
