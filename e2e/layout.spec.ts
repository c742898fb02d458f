import { expect, test } from "@playwright/test";

test.describe("layout", () => {
  test("the header gains a shadow once the page scrolls, and a button leads back to the top", async ({ page }) => {
    await page.goto("/shop");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the mobile menu locks the page and closes on navigation", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button exists under 768 px only");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/register");
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
  });
});
