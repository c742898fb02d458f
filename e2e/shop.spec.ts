import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import pg from "pg";
import { products } from "../prisma/seed-data/products";
import { placeCodOrder, createShopper } from "./support/shopper";

const selling = (product: (typeof products)[number]) => (product.discountPricePaise ?? product.pricePaise) / 100;
const count = (predicate: (product: (typeof products)[number]) => boolean) => products.filter(predicate).length;
const shown = (page: Page) => page.getByTestId("filtered-products");
const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

test.describe("shop", () => {
  test("lists the catalogue twelve to a page, server-rendered, with both counters", async ({ page, request }) => {
    const html = await (await request.get("/shop")).text();
    expect(html).toContain("Total products");
    await page.goto("/shop");
    await expect(page.getByTestId("total-products")).toHaveText(String(products.length));
    await expect(shown(page)).toHaveText(String(products.length));
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: /^Page \d$/ })).toHaveCount(
      3,
    );
  });

  test("changes page size and page, keeping the filters", async ({ page }) => {
    await page.goto("/shop?sort=newest");
    await page.getByRole("navigation", { name: "Products per page" }).getByRole("link", { name: "24" }).click();
    await expect(page).toHaveURL(/size=24/);
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/sort=newest.*size=24.*page=2|sort=newest&size=24&page=2/);
    await expect(cards(page)).toHaveCount(products.length - 24);
    await page.goto("/shop?size=48");
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  });

  test("applies the home page presets", async ({ page }) => {
    await page.goto("/shop?filter=price&value=Under%20499");
    await expect(shown(page)).toHaveText(String(count((product) => selling(product) <= 499)));
    await page.goto("/shop?filter=price&value=Above%201499");
    await expect(shown(page)).toHaveText(String(count((product) => selling(product) >= 1499)));
    await page.goto("/shop?filter=age&value=14%2B");
    await expect(shown(page)).toHaveText(String(count((product) => product.ageSuitability === "14+")));
  });

  test("filters from the panel and clears them all", { tag: "@responsive" }, async ({ page, isMobile }) => {
    await page.goto("/shop");
    if (isMobile) await page.getByRole("button", { name: "Filters" }).click();
    const filters = page.getByRole("form", { name: "Filters" });
    await filters.getByLabel("In stock only").check();
    await filters.getByLabel("Discounted only").check();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/inStock=1/);
    const expected = count((product) => product.stockQuantity > 0 && product.discountPricePaise !== undefined);
    await expect(shown(page)).toHaveText(String(expected));

    await page.goBack();
    await expect(shown(page)).toHaveText(String(products.length));
    await page.goForward();
    await expect(shown(page)).toHaveText(String(expected));

    if (isMobile) await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("link", { name: "Clear All" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("shows the empty state and a way back", async ({ page }) => {
    await page.goto("/shop?q=zzzz-nothing-matches");
    await expect(page.getByText("No toys match your wish!")).toBeVisible();
    await page.getByRole("link", { name: "Show All Toys" }).click();
    await expect(shown(page)).toHaveText(String(products.length));
  });

  test("switches to the list view and opens a product", async ({ page }) => {
    await page.goto("/shop?sort=newest");
    await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/view=list/);
    // Real review counts (approved reviews), list view only, in the server's HTML.
    await expect(cards(page).first().getByTestId("review-count")).toHaveText(/^(\d+ reviews?|No reviews yet)$/);
    const counts = await page.getByTestId("review-count").allTextContents();
    expect(counts.length).toBe(await cards(page).count());
    const newest = [...products].sort((a, b) => b.listedOn.localeCompare(a.listedOn))[0]!;
    await cards(page).first().getByRole("link", { name: newest.name }).click();
    await expect(page).toHaveURL(/\/shop\/[a-z0-9]+$/);
  });
});

test.describe("cached catalogue", { tag: "@serial" }, () => {
  test("the shop is served from the cache, and an order's stock change shows at once", async ({ page, request }) => {
    const { products: catalogue } = (await (await request.get("/api/products/list")).json()) as {
      products: { _id: string; name: string; stockQuantity: number }[];
    };
    const product = catalogue.find((candidate) => candidate.name === "Polyhedra Builder")!;
    const before = product.stockQuantity;
    expect(before).toBeGreaterThan(2); // low stock, so the card shows 'Only N left'
    // A category is a cached variant of the shop (free search text is rendered per request).
    const card = cards(page).filter({ hasText: product.name });
    await page.goto("/shop?category=Geometry");
    await expect(card).toContainText(`Only ${before} left`);

    // A change behind the store's back is not seen: the page comes from the cache…
    const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await database.connect();
    try {
      await database.query(`UPDATE "products" SET "stockQuantity" = "stockQuantity" - 1 WHERE "id" = $1`, [
        product._id,
      ]);
    } finally {
      await database.end();
    }
    await page.reload();
    await expect(card).toContainText(`Only ${before} left`);

    // …and an order, which goes through the store, expires it at once.
    await placeCodOrder(await createShopper(), [{ productId: product._id, quantity: 1 }]);
    await page.reload();
    await expect(card).toContainText(`Only ${before - 2} left`);
  });
});

test("the grid view shows no review counts", async ({ page }) => {
  await page.goto("/shop");
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId("review-count")).toHaveCount(0);
});
