import { expect, test, type Page } from "@playwright/test";

const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

test.describe("search", () => {
  test("the header's search box leads to /shop?q= with every word matched", async ({ page, isMobile }) => {
    await page.goto("/about");
    if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("searchbox", { name: "Search the shop" }).fill("Fraction GAME");
    await page.getByRole("button", { name: "Find toys" }).click();
    await expect(page).toHaveURL(/\/shop\?q=Fraction\+GAME$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Fraction Pizza Party");
    await expect(page.getByText("Showing results for")).toHaveCount(0);
  });

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
