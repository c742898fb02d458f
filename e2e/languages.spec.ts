/**
 * The store in English and Hindi (#30): each public page in both languages, with its language,
 * title, description and hreflang alternates; the header's switch keeps the page and remembers the
 * choice; Devanagari search finds the right toys.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { blogPosts } from "../prisma/seed-data/blog-posts";
import { productsHindi } from "../prisma/seed-data/catalogue/hi";
import { productsInStock } from "./support/shopper";

const DEVANAGARI = /[\u0900-\u097F]/;

/** The attributes of the server-rendered <head>'s tags, and the document's language. */
async function head(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const tags = [...html.matchAll(/<(?:link|meta)\b[^>]*>/g)].map((match) => match[0]);
  const attribute = (tag: string | undefined, name: string) =>
    tag?.match(new RegExp(`${name}="([^"]*)"`))?.[1]?.replaceAll("&amp;", "&");
  const find = (...parts: string[]) => tags.find((tag) => parts.every((part) => tag.includes(part)));
  return {
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: attribute(find('name="description"'), "content"),
    canonical: attribute(find('rel="canonical"'), "href"),
    alternates: Object.fromEntries(
      tags
        .filter((tag) => tag.includes('rel="alternate"') && tag.includes("hrefLang"))
        .map((tag): [string, string | undefined] => [attribute(tag, "hrefLang") ?? "", attribute(tag, "href")]),
    ),
  };
}

test.describe("each public page in Hindi", { tag: "@api" }, () => {
  test("has lang hi-IN, a Hindi title and description, its own canonical and both languages' alternates", async ({
    request,
    baseURL,
  }) => {
    const [product] = await productsInStock(request);
    const pages = ["/", "/shop", `/shop/${product!._id}`, "/blog", `/blog/${blogPosts[0]!.slug}`, "/about"];
    const learn = ["/learn", "/learn/class-10", "/learn/class-10-introduction-to-trigonometry"];
    for (const path of [...pages, ...learn, "/terms", "/contact", "/feedback"]) {
      const hindiPath = path === "/" ? "/hi" : `/hi${path}`;
      const english = await head(request, path);
      const hindi = await head(request, hindiPath);
      expect(english.lang, path).toBe("en-IN");
      expect(hindi.lang, hindiPath).toBe("hi-IN");
      expect(hindi.title, hindiPath).toMatch(DEVANAGARI);
      expect(hindi.description, hindiPath).toMatch(DEVANAGARI);
      expect(english.title, path).not.toMatch(DEVANAGARI);
      const base = baseURL!;
      const englishUrl = path === "/" ? base : `${base}${path}`;
      expect(english.canonical, path).toBe(englishUrl);
      expect(hindi.canonical, hindiPath).toBe(`${base}${hindiPath}`);
      const alternates = { "en-IN": englishUrl, "hi-IN": `${base}${hindiPath}`, "x-default": englishUrl };
      expect(english.alternates, path).toEqual(alternates);
      expect(hindi.alternates, hindiPath).toEqual(alternates);
    }
  });

  test("the sitemap lists every page in both languages", async ({ request, baseURL }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const path of ["/shop", "/about", `/blog/${blogPosts[0]!.slug}`]) {
      expect(urls).toContain(`${baseURL}${path}`);
      expect(urls).toContain(`${baseURL}/hi${path}`);
    }
    expect(urls.filter((url) => url.includes("/hi/")).length).toBe(
      urls.filter((url) => !url.includes("/hi/") && !url.endsWith("/hi")).length - 1,
    );
  });

  test("Devanagari search finds the right toys", async ({ request }) => {
    const catalogue = (await (await request.get("/api/products/list")).json()) as {
      products: { _id: string; category: string }[];
    };
    const categoryOf = new Map(catalogue.products.map((product) => [product._id, product.category]));
    for (const [query, category] of [
      ["त्रिकोणमिति", "Trigonometry"],
      ["ज्यामिति", "Geometry"],
      ["बीजगणित", "Algebra"],
    ] as const) {
      const html = await (await request.get(`/hi/shop?q=${encodeURIComponent(query)}`)).text();
      // The results in their order: the best match first.
      const found = [...html.matchAll(/href="\/hi\/shop\/(c[a-z0-9]{20,})"/g)].map((match) =>
        categoryOf.get(match[1]!),
      );
      expect(found[0], query).toBe(category);
    }
    // By class and chapter (#37): the toys linked to class 10's trigonometry chapter.
    const html = await (await request.get(`/hi/shop?q=${encodeURIComponent("कक्षा 10 त्रिकोणमिति")}`)).text();
    expect(html).toContain(productsHindi["trigno-card"]!.name);
  });
});

test("the header's switch opens the same page in Hindi, remembers it, and switches back", async ({ page }) => {
  await page.goto("/shop?view=list");
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/hi\/shop\?view=list$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("navigation", { name: "मुख्य" })).toBeVisible();

  // An English address now opens in Hindi: the choice is remembered.
  await page.goto("/about");
  await expect(page).toHaveURL(/\/hi\/about$/);

  await page.getByTestId("language-switch").click();
  // The English address itself (right after the port), not /hi/about, which /\/about$/ also matched before the switch.
  await expect(page).toHaveURL(/:\d+\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
