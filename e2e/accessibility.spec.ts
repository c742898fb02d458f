import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { blogPosts } from "../prisma/seed-data/blog-posts";

const pages = [
  "/",
  "/shop",
  "/shop?view=list",
  "/blog",
  `/blog/${blogPosts[0]!.slug}`,
  "/terms",
  "/contact",
  "/feedback",
];

test.describe("accessibility (axe)", () => {
  for (const path of pages) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
      expect(
        serious.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }

  test("a product page has no serious or critical violations", async ({ page }) => {
    await page.goto("/shop");
    await page
      .getByRole("region", { name: "Products" })
      .getByRole("article")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/\/shop\/[a-z0-9]+$/);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")).map((v) => v.id),
    ).toEqual([]);
  });
});
