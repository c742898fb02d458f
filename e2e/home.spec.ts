import { expect, test } from "@playwright/test";
import { products } from "../prisma/seed-data/products";

const newestFour = [...products].sort((a, b) => b.listedOn.localeCompare(a.listedOn)).slice(0, 4);

test.describe("home page", () => {
  test("is rendered on the server with the newest products", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Present in the HTML itself, before any JavaScript runs: crawlers see the catalogue.
    for (const product of newestFour) expect(html).toContain(product.name);
    expect(html).toMatch(/₹[\d,]+\.\d{2}/);
  });

  test("shows New Arrivals with prices in rupees and links to each product", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Maths you can hold");

    const arrivals = page.getByRole("region", { name: "New Arrivals" }).getByRole("listitem");
    await expect(arrivals).toHaveCount(4);
    for (const [index, product] of newestFour.entries()) {
      const card = arrivals.nth(index);
      await expect(card.getByRole("heading", { name: product.name })).toBeVisible();
      await expect(card).toContainText(/₹[\d,]+\.\d{2}/);
      await expect(card.getByRole("link", { name: product.name })).toHaveAttribute("href", /^\/shop\/[a-z0-9]+$/);
      await expect(card.locator("img")).toBeVisible();
    }
  });

  test("has a skip link and a labelled main navigation", async ({ page, isMobile }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    if (!isMobile) {
      const navigation = page.getByRole("navigation", { name: "Main" });
      await expect(navigation.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
      await expect(navigation.getByRole("link", { name: "Shop" })).not.toHaveAttribute("aria-current", "page");
    }
  });
});
