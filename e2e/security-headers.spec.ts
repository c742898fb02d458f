/**
 * #13 items 7 and 8 and #17 in the browser: the pages work under their Content-Security-Policy
 * (each page's load: accessibility.spec.ts; here, playing embeds, sending through EmailJS and the
 * AR/VR page's stricter policy), each per-visitor
 * response has its own nonce on every script it runs, the cached public pages allow only their own
 * inline scripts by hash (#29), and a NUL in a page's address is no server error.
 */
import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { watchViolations } from "./support/csp";

async function firstProductAndPost(request: APIRequestContext) {
  const { products } = (await (await request.get("/api/products/list")).json()) as { products: { _id: string }[] };
  const { blogs } = (await (await request.get("/api/blog/all")).json()) as { blogs: { slug: string }[] };
  return { product: `/shop/${products[0]!._id}`, post: `/blog/${blogs[0]!.slug}` };
}

/** Answers a third-party embed locally: these machines reach no other site. */
const fulfillEmbeds = (page: Page) =>
  page.route(/^https:\/\/www\.(youtube-nocookie|instagram|openstreetmap)\.(com|org)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>embed</p>" }),
  );

test.describe("Content-Security-Policy", () => {
  test("the AR/VR page's own script runs under its stricter policy", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/arvr");
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/ar-vr\/index\.html$/);
    await page.getByLabel("Angle in degrees").fill("90");
    await expect(page.locator("#sin-out")).toHaveText("1.000");
    expect(await violations()).toEqual([]);
  });

  test("the embeds load when asked and the contact form reaches EmailJS", async ({ page }) => {
    const violations = await watchViolations(page);
    await fulfillEmbeds(page);
    const sent: string[] = [];
    await page.route("https://api.emailjs.com/**", async (route) => {
      sent.push(route.request().url());
      await route.fulfill({ status: 200, body: "OK" });
    });

    await page.goto("/");
    await page.getByRole("button", { name: "Play video: Trigno Card" }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/"]')).toBeVisible();
    await page.getByRole("button", { name: "Play reel from Instagram" }).click();
    await expect(page.locator('iframe[src^="https://www.instagram.com/"]')).toBeVisible();

    await page.goto("/contact");
    await page.getByRole("button", { name: "Show map of Hyderabad" }).click();
    await expect(page.getByTitle("Map of Hyderabad")).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill("Anita Rao");
    await page.getByLabel("Email", { exact: true }).fill("anita@example.in");
    await page.getByLabel("Message", { exact: true }).fill("Where is my order?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  test(
    "each per-visitor page has its own nonce, and every script it runs carries it",
    { tag: "@api" },
    async ({ request }) => {
      const nonces: string[] = [];
      for (const path of ["/login", "/login", "/cart"]) {
        const response = await request.get(path);
        const policy = response.headers()["content-security-policy"]!;
        expect(policy).toContain("'strict-dynamic'");
        const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
        nonces.push(nonce);
        const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
        // JSON-LD is data, never run: the policy does not apply to it.
        const runnable = scripts.filter((tag) => !tag.includes("application/ld+json"));
        expect(runnable.length).toBeGreaterThan(0);
        for (const tag of runnable) expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect(new Set(nonces).size).toBe(nonces.length);
    },
  );

  test(
    "the cached public pages carry no nonce: only their own Next.js scripts run, by hash",
    { tag: "@api" },
    async ({ request }) => {
      const { product, post } = await firstProductAndPost(request);
      for (const path of ["/", "/shop", "/shop?view=list", product, "/blog", post, "/about", "/terms", "/contact"]) {
        const response = await request.get(path);
        const policy = response.headers()["content-security-policy"]!;
        const page = await response.text();
        expect(page, path).not.toContain("nonce=");
        const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(" ");
        // This site's files, and every inline script of the page by its hash: no 'unsafe-inline', no nonce.
        const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([^]*?)<\/script>/g)];
        expect(inline.length, path).toBeGreaterThan(1);
        const hashes = new Set(
          inline.map(([, text]) => `'sha256-${createHash("sha256").update(text!).digest("base64")}'`),
        );
        expect(scriptSources.toSorted(), path).toEqual(["'self'", ...hashes].toSorted());
        for (const directive of [
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'self'",
          "form-action 'self'",
        ]) {
          expect(policy, path).toContain(directive);
        }
      }
    },
  );

  test("a script injected into a cached page does not run, and the page still works", async ({ page, pageErrors }) => {
    pageErrors.expect(/violates the following Content Security Policy directive/);
    const violations = await watchViolations(page);
    // As markup that slipped past the store's escaping would be: in the page, with the page's own headers
    // (at the end of the body, which hydration leaves alone).
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const injected = (await response.text()).replace(
        "</body>",
        '<script>document.title = "pwned"</script><img alt="" src="data:," onerror="document.title = \'pwned\'"></body>',
      );
      await route.fulfill({ response, body: injected });
    });
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    await expect(page).not.toHaveTitle("pwned");
    expect(await violations()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^script-src-(elem|attr) blocked inline/)]),
    );
    // Hydrated under the same policy: a link is followed in the page, which keeps its state.
    await page.evaluate(() => (document.documentElement.dataset.visited = "about"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).first().click();
    await expect(page).toHaveURL(/\/terms$/);
    expect(await page.evaluate(() => document.documentElement.dataset.visited)).toBe("about");
  });
});

test.describe("a NUL character in a page's address", () => {
  test("shows the normal page for a search, and not found for a key", { tag: "@api" }, async ({ request }) => {
    for (const path of ["/shop?q=a%00b", "/shop?category=%00", "/blog?q=%00&tag=a%00"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    }
    const shop = await (await request.get("/shop?q=a%00b")).text();
    expect(shop).toContain("/shop/"); // the usual product list, unfiltered
    for (const path of ["/shop/a%00b", "/blog/a%00b"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
