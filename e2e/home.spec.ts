import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { partners } from "../components/home/partners";
import { homeSections } from "../messages/en/homeSections";
import { products } from "../prisma/seed-data/products";
import { sliders } from "../prisma/seed-data/sliders";
import { readJsonLd } from "./support/json-ld";

const newestFour = [...products].sort((a, b) => b.listedOn.localeCompare(a.listedOn)).slice(0, 4);

test.describe("home page", () => {
  test("is rendered on the server with the newest products", { tag: "@api" }, async ({ request }) => {
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

  test("has a skip link and a labelled main navigation", { tag: "@responsive" }, async ({ page, isMobile }) => {
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
    // By name, not by count: an admin test's banner may lead while it runs.
    const offers = page.getByRole("region", { name: "Offers" });
    for (const { title } of sliders) await expect(offers.getByRole("img", { name: title })).toBeVisible();
    const closing = page.getByRole("region", { name: "Ready to make maths playful?" });
    await expect(closing.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/shop");
    await expect(closing.getByRole("link", { name: "Share Feedback" })).toHaveAttribute("href", "/feedback");
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

test.describe("partner carousel", () => {
  const carousel = (page: Page) => page.getByRole("region", { name: /^Partners, scrolling/ });
  const animation = (page: Page) =>
    page.getByTestId("partner-track").evaluate((track) => {
      const style = getComputedStyle(track);
      return { name: style.animationName, state: style.animationPlayState };
    });

  test("lists each partner once for assistive technology, and loops a second copy", async ({ page }) => {
    await page.goto("/");
    const lists = page.getByTestId("partner-track").locator("ul");
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(1)).toHaveAttribute("aria-hidden", "true");
    const tiles = carousel(page).getByRole("listitem");
    expect(partners).toHaveLength(8);
    await expect(tiles).toHaveCount(partners.length);
    for (const [index, partner] of partners.entries()) {
      await expect(tiles.nth(index)).toContainText(partner.name);
      await expect(tiles.nth(index)).toContainText(homeSections.partners[partner.id].category);
      await expect(tiles.nth(index)).toContainText(homeSections.partners[partner.id].partnership);
    }
  });

  test("scrolls, and pauses on hover and on keyboard focus", { tag: "@responsive" }, async ({ page, isMobile }) => {
    await page.goto("/");
    expect(await animation(page)).toEqual({ name: "partner-scroll", state: "running" });
    if (!isMobile) {
      await carousel(page).hover();
      expect((await animation(page)).state).toBe("paused");
      await page.mouse.move(0, 0);
      expect((await animation(page)).state).toBe("running");
    }
    await carousel(page).focus();
    expect((await animation(page)).state).toBe("paused");
  });

  test("stands still as a wrapped list when motion is reduced", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    expect((await animation(page)).name).toBe("none");
    const lists = page.getByTestId("partner-track").locator("ul");
    await expect(lists.nth(1)).toBeHidden();
    await expect(lists.first()).toHaveCSS("flex-wrap", "wrap");
    for (const partner of partners) await expect(lists.first().getByText(partner.name)).toBeVisible();
  });
});

test.describe("Instagram block", () => {
  test("shows six of the store's pictures, the configured follow link and a reel loaded on click", async ({ page }) => {
    const instagramRequests: string[] = [];
    await page.route("https://www.instagram.com/**", async (route) => {
      instagramRequests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<p>reel</p>" });
    });
    await page.goto("/");
    const block = page.getByRole("region", { name: "Maths at play on Instagram" });
    const pictures = block.getByRole("list").first().getByRole("img");
    await expect(pictures).toHaveCount(6);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    const follow = block.getByRole("link", { name: /Follow us on Instagram/ });
    await expect(follow).toHaveAttribute("href", process.env.NEXT_PUBLIC_INSTAGRAM_URL!);
    await expect(follow).toHaveAttribute("target", "_blank");

    await expect(block.locator("iframe")).toHaveCount(0);
    expect(instagramRequests).toEqual([]);
    await block.getByRole("button", { name: "Play reel from Instagram" }).click();
    const reel = block.locator("iframe");
    await expect(reel).toHaveAttribute("src", "https://www.instagram.com/reel/TESTREEL123/embed/");
    await expect(reel).toHaveAttribute("title", "GanitPlay reel on Instagram");
    await expect(reel).toBeFocused();
  });
});

test.describe("product videos", () => {
  test("load YouTube's no-cookie player only when played", async ({ page }) => {
    const youtubeRequests: string[] = [];
    await page.route(/youtube(-nocookie)?\.com/, async (route) => {
      youtubeRequests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" });
    });
    await page.goto("/");
    const section = page.getByRole("region", { name: "Watch Our Products in Action" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "Trigno Card",
      "Coordinate",
      "Operator",
      "Trigonik",
    ]);
    await expect(section.locator("iframe")).toHaveCount(0);
    // The poster is decorative (alt=""): the heading names the video.
    await expect(section.getByTestId("video-trigno-card").locator("img")).toBeVisible();

    await section.getByRole("button", { name: "Play video: Trigno Card" }).click();
    const player = section.getByTestId("video-trigno-card").locator("iframe");
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/TESTVIDEO01?autoplay=1&rel=0");
    await expect(player).toHaveAttribute("title", "Trigno Card video");
    await expect(player).toBeFocused();
    await expect(section.locator("iframe")).toHaveCount(1);
    expect(youtubeRequests.every((url) => url.startsWith("https://www.youtube-nocookie.com/embed/TESTVIDEO01"))).toBe(
      true,
    );
  });

  test("a product without a configured video links to its page instead", async ({ page }) => {
    await page.goto("/");
    const trigonik = page.getByTestId("video-trigonik");
    await expect(trigonik.getByRole("button")).toHaveCount(0);
    await trigonik.getByRole("link", { name: "See Trigonik in the shop" }).click();
    await expect(page).toHaveURL(/\/shop\/[a-z0-9]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trigonik");
  });
});

test("describes the store as an Organization with its configured details", { tag: "@api" }, async ({ request }) => {
  const html = await (await request.get("/")).text();
  const blocks = readJsonLd(html);
  const organization = blocks.find((block) => block["@type"] === "Organization");
  const base = process.env.SITE_URL!;
  expect(organization).toEqual({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "GanitPlay",
    url: `${base}/`,
    logo: `${base}/icon.svg`,
    address: process.env.NEXT_PUBLIC_STORE_ADDRESS,
    telephone: process.env.NEXT_PUBLIC_STORE_PHONES!.split(",")[0],
    email: process.env.NEXT_PUBLIC_STORE_EMAIL,
    sameAs: [
      process.env.NEXT_PUBLIC_INSTAGRAM_URL,
      process.env.NEXT_PUBLIC_FACEBOOK_URL,
      process.env.NEXT_PUBLIC_YOUTUBE_URL,
    ],
  });
  expect((await request.get("/icon.svg")).status()).toBe(200);
});
