/**
 * Issue #36: a shopper's visit reaches the operator's reports from the store's own data. The other
 * workers' shoppers count in the same funnel at the same time, so the funnel is read before and
 * after, and each step must have grown by at least this visit's one.
 */
import type { Page } from "@playwright/test";
import { database } from "./support/accounts";
import { signInAsAdmin } from "./support/admin";
import { createShopper, openStorePage, productsInStock, reviewCodOrderToJodhpur, signInAs } from "./support/shopper";
import { expect, test } from "./support/test";

const STEPS = [
  "product_view",
  "add_to_cart",
  "checkout_started",
  "checkout_delivery",
  "checkout_review",
  "order_placed",
] as const;

/** The funnel's counts over the last 30 days, as the admin's report shows them. */
async function funnelCounts(admin: Page): Promise<Record<string, number>> {
  await admin.goto("/admin/reports/funnel?days=30");
  const counts = await Promise.all(
    STEPS.map(async (step) => {
      const text = await admin.getByTestId(`funnel-count-${step}`).textContent();
      return [step, Number(text!.replaceAll(",", ""))] as const;
    }),
  );
  return Object.fromEntries(counts);
}

interface VitalsReport {
  page: string;
  device: string;
  metrics: { name: string; value: number }[];
}

test("a shopper's visit counts in the funnel, and the product page reports its speed", async ({
  page,
  browser,
  request,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const before = await funnelCounts(admin);

  const shopper = await createShopper();
  const [product] = await productsInStock(request);
  await signInAs(page, shopper);
  const since = new Date();
  const viewed = page.waitForRequest((sent) => sent.url().endsWith("/api/events"));
  await openStorePage(page, `/shop/${product!._id}`);
  expect((await viewed).postDataJSON()).toEqual({ events: ["product_view"] });
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByText(`${product!.name} added to cart!`)).toBeVisible();

  // The page reports as it is hidden. Playwright cannot switch tabs, and a beacon sent as a page
  // unloads never reaches its network events, so the test hides the page as a tab switch would:
  // again until web-vitals (loaded after the page) has reported what it measures before any input.
  const reports: VitalsReport[] = [];
  await expect(async () => {
    const beacon = page.waitForRequest((sent) => sent.url().endsWith("/api/vitals"), { timeout: 1_000 });
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
      // Visible again at once, as a shopper coming back: web-vitals, should it load after, starts from a visible page.
      delete (document as { visibilityState?: string }).visibilityState;
    });
    const sent = await beacon;
    expect((await sent.response())?.status()).toBe(200);
    reports.push(sent.postDataJSON() as VitalsReport);
    expect(reports.flatMap(({ metrics }) => metrics.map(({ name }) => name))).toEqual(
      expect.arrayContaining(["CLS", "TTFB"]),
    );
  }).toPass({ timeout: 10_000 });
  for (const report of reports) expect(report).toMatchObject({ page: "product", device: "desktop" });
  // Stored as sent: whole milliseconds, CLS in ten-thousandths.
  const { rows } = await database().query<{ metric: string; value: number }>(
    `SELECT "metric"::text AS "metric", "value" FROM "web_vitals"
     WHERE "createdAt" >= ($1::timestamptz AT TIME ZONE 'UTC') AND "pageType" = 'product' AND "device" = 'desktop'`,
    [since.toISOString()],
  );
  const unstored = reports
    .flatMap(({ metrics }) => metrics)
    .filter(
      ({ name, value }) =>
        !rows.some((row) => row.metric === name && row.value === Math.round(name === "CLS" ? value * 10_000 : value)),
    );
  expect(unstored).toEqual([]);

  await page.goto("/place-order");
  await reviewCodOrderToJodhpur(page);
  const placed = page.waitForResponse((response) => response.url().endsWith("/api/order/place"));
  await page.getByRole("button", { name: "Place Order" }).click();
  expect((await placed).status()).toBe(201);

  // The order is counted by the event stream's dispatcher once the placement has committed.
  await expect
    .poll(
      async () => {
        const after = await funnelCounts(admin);
        return STEPS.filter((step) => after[step]! < before[step]! + 1);
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
  await admin.goto("/admin/reports/speed?days=7");
  await expect(
    admin.getByTestId("speed-ttfb").filter({ hasText: "Product" }).filter({ hasText: "Desktop" }),
  ).toHaveCount(1);
  await admin.context().close();
});
