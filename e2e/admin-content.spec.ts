import { expect, test } from "@playwright/test";
import { slugFromTitle } from "../lib/blog/slug";
import { signInAsAdmin } from "./support/admin";

/** A 1×1 PNG: the smallest image the upload accepts. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("admin: blog posts and banners", () => {
  test("an admin writes a post, unpublishes it and deletes it", async ({ page }, testInfo) => {
    const title = `Fractions with pizza slices ${testInfo.project.name} ${Date.now()}`;
    await signInAsAdmin(page);
    await page.goto("/admin/blog");
    await page.getByRole("link", { name: "New post" }).click();
    // Exact: the list's search box is labelled "Search by title or author".
    await expect(page.getByRole("heading", { name: "New post" })).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill(title);
    // The slug follows the title as it is typed.
    const slug = slugFromTitle(title);
    await expect(page.getByLabel("Slug")).toHaveValue(slug);
    await page.getByLabel("Description").fill("Cut, share and compare: fractions at the dinner table.");
    await page.getByLabel("Author").fill("Meera Iyer");
    await page.getByLabel("Category").fill("Parenting");
    await page.getByLabel("Tags").fill("fractions, home");
    await page
      .getByLabel("Or the image's path on this site")
      .fill("/images/blog/teaching-trigonometric-ratios-through-play.svg");
    await page.getByLabel("Content (HTML)").fill("<p>Halves first.</p><script>window.hacked = true</script>");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByRole("status")).toHaveText("Post created.");

    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Halves first.")).toBeVisible();
    expect(await page.evaluate(() => "hacked" in window)).toBe(false);

    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(page.getByRole("status")).toHaveText("Unpublished: now a draft.");
    await expect(page.getByRole("cell", { name: "Draft" })).toBeVisible();
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);

    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: title }).click();
    await page.getByRole("button", { name: /^Delete the post/ }).click();
    await expect(page.getByRole("button", { name: "Yes, delete" })).toBeFocused();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?deleted=1$/);
    await expect(page.getByRole("status")).toHaveText("Post deleted.");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });

  test("an admin's new banner leads the home page's promo banner until it is deactivated", async ({
    page,
  }, testInfo) => {
    const title = `Maths week offer ${testInfo.project.name} ${Date.now()}`;
    await signInAsAdmin(page);
    await page.goto("/admin/sliders");
    await page.getByRole("link", { name: "New banner" }).click();
    await expect(page.getByRole("heading", { name: "New banner" })).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Upload a new image")
      .setInputFiles({ name: "offer.png", mimeType: "image/png", buffer: PIXEL_PNG });
    await page.getByLabel("Link (optional)").fill("javascript:alert(1)");
    await page.getByLabel("Order").fill("-100");
    await page.getByRole("button", { name: "Create banner" }).click();
    // Scoped to the form: Next.js's route announcer is an alert too.
    await expect(page.locator("form").getByRole("alert")).toContainText("a path on this site");

    await page.getByLabel("Link (optional)").fill("/shop?category=Algebra");
    await page.getByRole("button", { name: "Create banner" }).click();
    await expect(page.getByRole("status")).toHaveText("Banner created.");

    await page.goto("/");
    const offers = page.getByRole("region", { name: "Offers" });
    const banner = offers.getByRole("link").first();
    await expect(banner.getByRole("img", { name: title })).toBeVisible();
    await expect(banner).toHaveAttribute("href", "/shop?category=Algebra");
    await expect(banner.getByRole("img")).toHaveAttribute(
      "src",
      /uploads%2F[a-f0-9]{32}\.png|\/uploads\/[a-f0-9]{32}\.png/,
    );

    await page.goto("/admin/sliders");
    await page.getByRole("button", { name: `Deactivate ${title}` }).click();
    await expect(page.getByRole("status")).toHaveText("Deactivated.");
    await page.goto("/");
    await expect(page.getByRole("img", { name: title })).toHaveCount(0);

    await page.goto("/admin/sliders");
    await page.getByRole("link", { name: title }).click();
    await page.getByRole("button", { name: /^Delete the banner/ }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL(/\/admin\/sliders\?deleted=1$/);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });
});
