/**
 * Today's work (the dashboard) and the orders list's bulk actions, on a laptop: the operator
 * follows the count of orders to pack to the list of exactly those, ticks this test's two orders,
 * marks them packed, then exports them as CSV.
 */
import { readFile } from "node:fs/promises";
import { parseCsv } from "../lib/csv";
import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin";
import { createShopper, placeCodOrder, productsInStock } from "./support/shopper";

const shortId = (orderId: string) => orderId.slice(-8).toUpperCase();

test("the operator follows today's orders to pack, marks two packed and exports them", async ({ page, request }) => {
  const shopper = await createShopper();
  const [product] = await productsInStock(request);
  const items = [{ productId: product!._id, quantity: 1 }];
  const orderIds = [await placeCodOrder(shopper, items), await placeCodOrder(shopper, items)];

  await signInAsAdmin(page);
  await page.goto("/admin");
  const toPack = page.getByTestId("work-pack").getByRole("link");
  await expect(toPack).toHaveText(/^\d+ orders to pack$/);
  // Other tests place orders meanwhile: at least this test's two.
  expect(Number.parseInt((await toPack.textContent())!, 10)).toBeGreaterThanOrEqual(2);
  await toPack.click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=ORDER_PLACED$/);
  await expect(page.getByLabel("Status")).toHaveValue("ORDER_PLACED");

  // Narrowed to this test's shopper, the filter kept.
  await page.getByLabel("Search by order id, customer or product").fill(shopper.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const rows = page.getByTestId("admin-order-row");
  await expect(rows).toHaveCount(2);
  // Enabled once the page's script runs, which then says what the bulk action did.
  await expect(page.getByLabel("Select all orders on this page")).toBeEnabled();
  for (const orderId of orderIds) await page.getByLabel(`Select order #${shortId(orderId)}`).check();
  await page.getByRole("button", { name: "Mark packed" }).click();
  await expect(page.getByText("Packed 2 orders")).toBeVisible();
  // Packed, they leave the list of orders to pack.
  await expect(rows).toHaveCount(0);

  await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.email)}`);
  await expect(rows.filter({ hasText: "Packing" })).toHaveCount(2);
  await page.getByLabel("Select all orders on this page").check();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = parseCsv(await readFile(await (await download).path(), "utf8"));
  expect(csv[0]).toEqual([
    "Order ID",
    "Placed (IST)",
    "Status",
    "Payment method",
    "Amount (INR)",
    "City",
    "State",
    "Pincode",
    "Items",
  ]);
  expect(csv.slice(1).map((row) => [row[0], row[2], row[3], row[8]])).toEqual(
    orderIds.toReversed().map((orderId) => [orderId, "Packing", "Cash on delivery", "1"]),
  );
  expect(csv.flat().join(",")).not.toContain(shopper.email);
});
