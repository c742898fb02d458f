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

test.describe("home page blocks", () => {
  test("age and price tiles open the shop with their presets", async ({ page }) => {
    await page.goto("/");
    const tiles = page.getByRole("region", { name: "Shop by age and price" });
    await expect(tiles.getByRole("link", { name: "12+ Years" })).toHaveAttribute(
      "href",
      "/shop?filter=age&value=12%2B",
    );
    await tiles.getByRole("link", { name: "Under ₹999" }).click();
    await expect(page).toHaveURL(/\/shop\?filter=price&value=Under%20999$/);
  });

  test("shows the active banners and the closing box", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Offers" }).getByRole("img")).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Ready to make maths playful?" }).getByRole("link", { name: "Share Feedback" }),
    ).toHaveAttribute("href", "/feedback");
  });

  test("the newsletter validates and sends the sign-up through EmailJS", async ({ page }) => {
    const requests: unknown[] = [];
    await page.route("https://api.emailjs.com/api/v1.0/email/send", async (route) => {
      requests.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, body: "OK" });
    });
    await page.goto("/");
    const newsletter = page.getByRole("region", { name: "Join the GanitPlay community" });
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByText("Email is required")).toBeVisible();
    await newsletter.getByLabel("Email address").fill("parent@example");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByText("Please enter a valid email address")).toBeVisible();
    await newsletter.getByLabel("Email address").fill("parent@example.in");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByText(/Thank you for subscribing/)).toBeVisible();
    expect(requests[0]).toMatchObject({
      template_id: "test-newsletter-template",
      template_params: { subscriber_email: "parent@example.in", to_email: "hello@ganitplay.test" },
    });
  });
});
