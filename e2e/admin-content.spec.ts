import { expect, test } from "./support/test";
import { slugFromTitle } from "../lib/blog/slug";
import { indianIsoDay } from "../lib/dates";
import { signInAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";

/** A 1×1 PNG: the smallest image the upload accepts. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("admin: blog posts and banners", { tag: "@serial" }, () => {
  test("an admin writes a post in the editor, saves a draft, publishes, unpublishes and deletes it", async ({
    page,
  }, testInfo) => {
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
    await page
      .getByLabel("Description", { exact: true })
      .fill("Cut, share and compare: fractions at the dinner table.");
    await page.getByLabel("Author").fill("Meera Iyer");
    await page.getByLabel("Category").fill("Parenting");
    await page.getByLabel("Tags").fill("fractions, home");
    await page
      .getByLabel("Or the image's path on this site")
      .fill("/images/blog/teaching-trigonometric-ratios-through-play.svg");

    // The rich-text editor: bold from its toolbar, then a link on selected words.
    // The English content's editor (the Hindi version has its own beside it).
    const editor = page.getByRole("textbox", { name: "Content", exact: true });
    await editor.click();
    await page.keyboard.type("Halves first. ");
    const toolbar = page.locator('[role="toolbar"][aria-controls="post-content"]');
    const bold = toolbar.getByRole("button", { name: "Bold" });
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("Share fairly");
    // Pressing a toolbar button leaves the focus in the text, so keys typed straight after go there.
    await bold.hover();
    await page.mouse.down();
    await expect(editor).toBeFocused();
    await page.mouse.up();
    await page.keyboard.type(" and visit the shop");
    await expect(editor).toHaveText("Halves first. Share fairly and visit the shop");
    for (let letter = 0; letter < 4; letter++) await page.keyboard.press("Shift+ArrowLeft");
    await toolbar.getByRole("button", { name: "Link" }).click();
    await page.getByLabel("Link address").fill("javascript:alert(1)");
    await page.getByLabel("Link address").press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "https://" })).toBeVisible();
    await page.getByLabel("Link address").fill("/shop");
    await page.getByLabel("Link address").press("Enter");
    await expect(editor.getByRole("link", { name: "shop" })).toHaveAttribute("href", "/shop");
    await expect(editor.locator("strong")).toHaveText("Share fairly");
    await page.keyboard.press("End");
    await toolbar.getByRole("button", { name: "Image" }).click();
    await page.getByLabel("Image address").fill("/images/blog/teaching-trigonometric-ratios-through-play.svg");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Image description (for screen readers)").fill("A pizza cut in quarters");
    await page.getByRole("button", { name: "Insert image" }).click();
    await expect(editor.getByRole("img", { name: "A pizza cut in quarters" })).toBeVisible();

    // Saved as a draft: only the admin area shows it.
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Draft saved. Publish it when it is ready.");
    await expect(page.getByText("A draft: only administrators can see it.")).toBeVisible();
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);

    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("cell", { name: "Draft" })).toBeVisible();
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("textbox", { name: "Content", exact: true }).locator("strong")).toHaveText(
      "Share fairly",
    );
    await page.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Published.");

    await page.goto("/blog");
    await expect(page.getByRole("article").getByRole("link", { name: title })).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("strong", { hasText: "Share fairly" })).toBeVisible();
    await expect(page.getByRole("link", { name: "shop", exact: true })).toHaveAttribute("href", "/shop");
    await expect(page.getByRole("img", { name: "A pizza cut in quarters" })).toBeVisible();

    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Unpublished: now a draft.");
    await expect(page.getByRole("cell", { name: "Draft" })).toBeVisible();
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

    await page.getByRole("link", { name: title }).click();
    await page.getByRole("button", { name: /^Delete the post/ }).click();
    await expect(page.getByRole("button", { name: "Yes, delete" })).toBeFocused();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?deleted=1$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Post deleted.");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });

  test("an admin's new banner leads the home page's promo banner within its window, until it is deactivated", async ({
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

    await expect(page.getByText("Recommended size: 1600 × 500 px")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A window in India's days: it may not end before it starts.
    const day = 24 * 60 * 60 * 1000;
    const [today, tomorrow, nextWeek] = [0, 1, 7].map((days) => indianIsoDay(Date.now() + days * day));
    await page.getByLabel("Link (optional)").fill("/shop?category=Algebra");
    await page.getByLabel("From", { exact: true }).fill(tomorrow!);
    await page.getByLabel("Until", { exact: true }).fill(today!);
    await page.getByRole("button", { name: "Create banner" }).click();
    await expect(page.locator("form").getByRole("alert")).toContainText("on or after the start date");

    // Starting tomorrow, it is not shown yet.
    await page.getByLabel("Until", { exact: true }).fill(nextWeek!);
    await page.getByRole("button", { name: "Create banner" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Banner created.");
    await page.goto("/");
    await expect(page.getByRole("img", { name: title })).toHaveCount(0);

    await page.goto("/admin/sliders");
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) })).toContainText(
      `shown from`,
    );
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByLabel("Until", { exact: true })).toHaveValue(nextWeek!);
    await page.getByLabel("From", { exact: true }).fill(today!);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Banner saved.");

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
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Deactivated.");
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
