import { describe, expect, it } from "vitest";
import { blogPosts } from "@/prisma/seed-data/blog-posts";
import { products } from "@/prisma/seed-data/products";
import type { ResolvingMetadata } from "next";
import { indexablePageMetadata, seoDescription, seoTitle, withParentPreview } from "./page-metadata";

describe("seoDescription", () => {
  it("keeps a description that fits, its spaces squeezed", () => {
    expect(seoDescription("  A card game\n for   trigonometry. ")).toBe("A card game for trigonometry.");
    const exactly160 = "x".repeat(160);
    expect(seoDescription(exactly160)).toBe(exactly160);
  });

  it("cuts a long one after the last whole word that fits, with an ellipsis", () => {
    const text = `${"word ".repeat(31)}tail, and more words after the limit`;
    const description = seoDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toBe(`${"word ".repeat(31)}tail…`);
  });

  it("never ends on a word cut in two", () => {
    const text = `${"a".repeat(150)} abcdefghijklmnop`;
    expect(seoDescription(text)).toBe(`${"a".repeat(150)}…`);
  });

  it("cuts a single over-long word at the limit", () => {
    expect(seoDescription("y".repeat(200))).toBe(`${"y".repeat(159)}…`);
  });
});

describe("seoTitle", () => {
  it("adds the site's name when both fit in 60 characters", () => {
    expect(seoTitle("Teaching Trigonometric Ratios Through Play")).toBe(
      "Teaching Trigonometric Ratios Through Play | GanitPlay",
    );
  });

  it("drops the site's name when only the title fits", () => {
    const title = "Preparing for Board Exams and Olympiads Through Games";
    expect(seoTitle(title)).toBe(title);
  });

  it("keeps the leading clause of a title too long to fit", () => {
    expect(seoTitle("Why Hands-On Learners Struggle with Worksheets, and What Helps")).toBe(
      "Why Hands-On Learners Struggle with Worksheets | GanitPlay",
    );
  });

  it("cuts at a word, with an ellipsis, a title with no clause that fits", () => {
    const title = seoTitle("An extraordinarily long product name that goes on and on without any pause at all");
    expect(title).toBe("An extraordinarily long product name that goes on and on…");
    expect(title.length).toBeLessThanOrEqual(60);
  });
});

describe("the seeded catalogue and blog", () => {
  const pages = [
    ...products.map((product) => ({ title: product.name, description: product.description })),
    ...blogPosts.map((post) => ({ title: post.title, description: post.description })),
  ];
  it.each(pages)("$title: title ≤ 60 and description ≤ 160 characters", ({ title, description }) => {
    expect(seoTitle(title).length).toBeLessThanOrEqual(60);
    const short = seoDescription(description);
    expect(short.length).toBeLessThanOrEqual(160);
    // Whole words only: what is kept is the start of the text, up to a word's end.
    const kept = short.replace(/…$/, "");
    expect(description.replace(/\s+/g, " ").startsWith(kept)).toBe(true);
    expect(short === description || /[\s,;:.!?—–-]/u.test(description.replace(/\s+/g, " ")[kept.length] ?? " ")).toBe(
      true,
    );
  });
});

describe("indexablePageMetadata", () => {
  const languages = { "en-IN": "/about", "hi-IN": "/hi/about", "x-default": "/about" };

  it("names the canonical address as og:url, with the site's name, locale and the page in every language", () => {
    const metadata = indexablePageMetadata({
      path: "/about",
      locale: "en",
      title: "Our Story",
      description: "How we began.",
    });
    expect(metadata).toEqual({
      title: { absolute: "Our Story | GanitPlay" },
      description: "How we began.",
      alternates: {
        canonical: "/about",
        languages,
        types: { "application/atom+xml": [{ url: "/feed.xml", title: "GanitPlay blog" }] },
      },
      openGraph: {
        siteName: "GanitPlay",
        locale: "en_IN",
        alternateLocale: ["hi_IN"],
        type: "website",
        url: "/about",
        title: "Our Story",
        description: "How we began.",
      },
    });
  });

  it("makes a Hindi page's own address canonical, with the same alternates", () => {
    const metadata = indexablePageMetadata({ path: "/about", locale: "hi", title: "हमारी कहानी" });
    expect(metadata.alternates).toMatchObject({ canonical: "/hi/about", languages });
    expect(metadata.openGraph).toMatchObject({ url: "/hi/about", locale: "hi_IN", alternateLocale: ["en_IN"] });
    expect(indexablePageMetadata({ path: "/", locale: "hi" }).alternates?.canonical).toBe("/hi");
  });

  it("makes a post an article and leaves the layout's title and description when a page has none", () => {
    const article = { publishedTime: "2026-01-02T00:00:00.000Z", authors: ["Asha"] };
    const metadata = indexablePageMetadata({ path: "/", locale: "en", article });
    expect(metadata.title).toBeUndefined();
    expect(metadata.description).toBeUndefined();
    expect(metadata.openGraph).toEqual({
      siteName: "GanitPlay",
      locale: "en_IN",
      alternateLocale: ["hi_IN"],
      type: "article",
      url: "/",
      ...article,
    });
  });
});

describe("withParentPreview", () => {
  const page = indexablePageMetadata({ path: "/contact", locale: "en", title: "Contact us" });
  const resolved = (openGraph: object | null) => Promise.resolve({ openGraph }) as unknown as ResolvingMetadata;

  it("carries the layouts' preview picture into the page's Open Graph", async () => {
    const images = [{ url: new URL("http://s/opengraph-image?abc"), width: 1200, height: 630 }];
    expect((await withParentPreview(page, resolved({ images }))).openGraph).toEqual({ ...page.openGraph, images });
  });

  it("changes nothing when the layouts have no picture", async () => {
    expect(await withParentPreview(page, resolved(null))).toEqual(page);
  });
});
