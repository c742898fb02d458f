import { expect, test } from "./support/test";
import { blogPosts } from "../prisma/seed-data/blog-posts";
import { readJsonLd } from "./support/json-ld";

const newest = [...blogPosts].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));

test.describe("blog", () => {
  test("lists posts newest first, searchable and filtered by tag", async ({ page }) => {
    await page.goto("/blog");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(blogPosts.length);
    await expect(cards.first()).toContainText(newest[0]!.title);

    const tag = newest[0]!.tags[0]!;
    await page.getByRole("navigation", { name: "Tags" }).getByRole("link", { name: tag, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tag)}`));
    await expect(cards).toHaveCount(blogPosts.filter((post) => post.tags.includes(tag)).length);

    await page.getByRole("link", { name: "All", exact: true }).click();
    // Wait for the navigation, or the search box could be filled on the page being left.
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(blogPosts.length);
    const author = blogPosts[1]!.author;
    await page.getByLabel("Search the blog").fill(author.toLowerCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(cards).toHaveCount(blogPosts.filter((post) => post.author === author).length);
  });

  test("opens a post at its own address, and goes back", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("article").getByRole("link", { name: newest[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${newest[0]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest[0]!.title);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goForward();
    await page.getByRole("link", { name: "← Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("serves each post as HTML with BlogPosting data, without JavaScript", { tag: "@api" }, async ({ request }) => {
    const post = blogPosts[0]!;
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html).toContain(post.title.replace(/&/g, "&amp;"));
    expect(readJsonLd(html)).toContainEqual(
      expect.objectContaining({
        "@type": "BlogPosting",
        headline: post.title,
        author: { "@type": "Person", name: post.author },
      }),
    );
    expect((await request.get("/blog/no-such-post")).status()).toBe(404);
  });

  test("a post lists its author's other posts", async ({ page }) => {
    const byAuthor = (author: string) => newest.filter((post) => post.author === author);
    const post = newest.find((candidate) => byAuthor(candidate.author).length > 1)!;
    await page.goto(`/blog/${post.slug}`);
    const more = page.getByRole("region", { name: `More from ${post.author}` });
    const others = byAuthor(post.author).filter((other) => other.slug !== post.slug);
    await expect(more.getByRole("link")).toHaveText(others.map((other) => other.title));
    await more.getByRole("link", { name: others[0]!.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(others[0]!.title);
  });
});

test.describe("crawlers", () => {
  test(
    "find every product and post in the sitemap, and stay out of private pages",
    { tag: "@api" },
    async ({ request }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      for (const post of blogPosts) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
      expect(sitemap.match(/\/shop\/[a-z0-9]+<\/loc>/g)?.length).toBeGreaterThanOrEqual(30);
      const robots = await (await request.get("/robots.txt")).text();
      expect(robots).toContain("Disallow: /api/");
      expect(robots).toContain("Disallow: /shop?");
      expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    },
  );
});

test.describe("feed readers", () => {
  test("find the blog's Atom feed from its pages, listing every published post, newest first", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/blog");
    const href = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    // The browser's own XML parser: a feed that is not well-formed XML yields a <parsererror>.
    const feed = await page.evaluate(
      (xml) => {
        const document = new DOMParser().parseFromString(xml, "application/xml");
        const root = document.documentElement;
        return {
          root: `${root.namespaceURI} ${root.localName}`,
          error: document.getElementsByTagName("parsererror").length > 0,
          entries: [...root.getElementsByTagName("entry")].map((entry) => ({
            title: entry.getElementsByTagName("title")[0]?.textContent,
            link: entry.getElementsByTagName("link")[0]?.getAttribute("href"),
          })),
        };
      },
      await response.text(),
    );
    expect(feed.error).toBe(false);
    expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
    expect(feed.entries).toEqual(newest.map((post) => ({ title: post.title, link: `${baseURL}/blog/${post.slug}` })));
  });
});
