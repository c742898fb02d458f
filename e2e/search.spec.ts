import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

test.describe("search", () => {
  test(
    "the header's search box leads to /shop?q= with every word matched",
    { tag: "@responsive" },
    async ({ page, isMobile }) => {
      await page.goto("/about");
      if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("searchbox", { name: "Search the shop" }).fill("Fraction GAME");
      await page.getByRole("button", { name: "Find toys" }).click();
      await expect(page).toHaveURL(/\/shop\?q=Fraction\+GAME$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText("Fraction Pizza Party");
      await expect(page.getByText("Showing results for")).toHaveCount(0);
    },
  );

  test("forgives a misspelt word and says what it searched for", async ({ page }) => {
    await page.goto("/shop?q=polyhedra%20bulder");
    await expect(page.getByRole("status").filter({ hasText: "Showing results for" })).toContainText(
      "polyhedra builder",
    );
    await expect(cards(page).first()).toContainText("Polyhedra Builder");
  });

  test("offers the closest product names when nothing matches", async ({ page }) => {
    await page.goto("/shop?q=sudoku%20pizza");
    await expect(page.getByText("No toys match your wish!")).toBeVisible();
    await expect(page.getByText("Did you mean …")).toBeVisible();
    await page.getByRole("link", { name: "Wooden Sudoku Board" }).click();
    await expect(page).toHaveURL(/\/shop\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wooden Sudoku Board");
  });
});

test.describe("search between 768 and 1023 px", () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test("a button opens the search box, Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/about");
    const box = page.getByRole("searchbox", { name: "Search the shop" });
    const opener = page.getByRole("button", { name: "Look for toys" });
    await expect(box).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();

    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(box).toBeFocused();
    await page.keyboard.type("binary bracelet");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\?q=binary\+bracelet$/);
    await expect(cards(page).first()).toContainText("Binary Bead Bracelets");
  });

  test("the header fits from 768 px without scrolling sideways", async ({ page }) => {
    for (const width of [768, 1023]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      await expect(page.getByRole("button", { name: "Look for toys" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
