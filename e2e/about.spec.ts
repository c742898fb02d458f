import { expect, test } from "./support/test";

const valueNames = [
  "Passion for Play",
  "Safety First",
  "Innovation",
  "Community Impact",
  "Quality Craftsmanship",
  "Environmental Care",
];

test.describe("about page", () => {
  test("tells our story: values, leadership, advisors and testimonials", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/Our Story/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Story");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText(/inclusive and equitable quality education/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our Mission" })).toBeVisible();

    const values = page.getByRole("region", { name: "Our Values" });
    for (const name of valueNames) {
      await expect(values.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }

    const founders = page.getByRole("region", { name: "Leadership" }).getByRole("listitem");
    await expect(founders).toHaveCount(2);
    for (const founder of await founders.all()) {
      await expect(founder.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(founder.getByRole("img")).toBeVisible();
    }

    const advisors = page.getByRole("region", { name: "Advisory Board" }).getByRole("listitem");
    await expect(advisors).toHaveCount(8);

    const testimonials = page.getByRole("region", { name: "What Our Customers Say" }).getByRole("figure");
    await expect(testimonials).toHaveCount(3);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.getByRole("img", { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
      await expect(testimonial.locator("blockquote")).not.toBeEmpty();
    }

    // Every portrait loaded, and no person links anywhere off the site.
    const portraits = page.locator("main img");
    await expect(portraits).toHaveCount(2 + 8 + 3);
    for (const portrait of await portraits.all()) {
      await portrait.scrollIntoViewIfNeeded();
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.locator('main a[href^="http"]')).toHaveCount(0);

    await page.getByRole("link", { name: "Shop the collection" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("'Read more' expands a founder's bio and 'Read less' collapses it", async ({ page }) => {
    await page.goto("/about");
    const founder = page.getByRole("region", { name: "Leadership" }).getByRole("listitem").first();
    const toggle = founder.getByRole("button");
    const bio = founder.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);

    await expect(toggle).toHaveAccessibleName(/^Read more about /);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const clampedHeight = (await bio.boundingBox())!.height;

    // Retried until React has hydrated the button.
    await expect(async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
    await expect(toggle).toHaveText(/^Read less/);
    expect((await bio.boundingBox())!.height).toBeGreaterThan(clampedHeight);

    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveText(/^Read more/);
    expect((await bio.boundingBox())!.height).toBeCloseTo(clampedHeight, 0);
  });
});
