/**
 * The Hindi catalogue, blog and banner translations cover exactly the seeded English records.
 */
import { describe, expect, it } from "vitest";
import { blogPosts } from "./blog-posts";
import { categoryNamesHindi } from "./catalogue/hi/categories";
import { productsHindi } from "./catalogue/hi";
import { blogPostsHindi } from "./posts/hi";
import { products } from "./products";
import { sliders } from "./sliders";
import { sliderTitlesHindi } from "./sliders-hindi";
import type { SeedCategory } from "./types";

const devanagari = /[\u0900-\u097F]/;
const categories: SeedCategory[] = ["Trigonometry", "Algebra", "Geometry", "Arithmetic", "Logic & Coding", "Science"];

/** The entry under `key`, failing the test when there is none. */
function entry<T>(map: Record<string, T>, key: string): T {
  const value = map[key];
  if (value === undefined) throw new Error(`No Hindi entry for ${key}`);
  return value;
}

/** The href values of an HTML fragment's links, sorted and without duplicates. */
function hrefs(html: string): string[] {
  return [...new Set([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? ""))].sort();
}

/** The fragment's tags in document order, for example ["p", "/p", "h2", ...]. */
function tags(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-z0-9]+)[^>]*>/g)].map((match) => match[1] ?? "");
}

describe("Hindi products", () => {
  it("has an entry for every seeded product and no others", () => {
    expect(Object.keys(productsHindi).sort()).toEqual(products.map((product) => product.slug).sort());
  });

  it.each(products.map((product) => [product.slug, product] as const))(
    "%s keeps the English shape",
    (slug, product) => {
      const hindi = entry(productsHindi, slug);
      expect(hindi.features).toHaveLength(product.features.length);
      expect(hindi.contents).toHaveLength(product.contents.length);
      expect(hindi.name).toMatch(devanagari);
      expect(hindi.description).toMatch(devanagari);
      expect(hindi.materials).toMatch(devanagari);
      for (const line of [...hindi.features, ...hindi.contents]) expect(line.trim()).not.toBe("");
    },
  );

  it("names every category in Hindi", () => {
    expect(Object.keys(categoryNamesHindi).sort()).toEqual([...categories].sort());
    for (const category of new Set(products.map((product) => product.category))) {
      expect(categoryNamesHindi[category]).toMatch(devanagari);
    }
  });
});

describe("Hindi blog posts", () => {
  it("has an entry for every seeded post and no others", () => {
    expect(Object.keys(blogPostsHindi).sort()).toEqual(blogPosts.map((post) => post.slug).sort());
  });

  it.each(blogPosts.map((post) => [post.slug, post] as const))("%s keeps the English links and HTML", (slug, post) => {
    const hindi = entry(blogPostsHindi, slug);
    expect(hindi.title).toMatch(devanagari);
    expect(hindi.description).toMatch(devanagari);
    expect(hindi.content).toMatch(devanagari);
    expect(hrefs(hindi.content)).toEqual(hrefs(post.content));
    expect(tags(hindi.content)).toEqual(tags(post.content));
  });
});

describe("Hindi slider titles", () => {
  it("has a Devanagari title for every slider and no others", () => {
    expect(Object.keys(sliderTitlesHindi).sort()).toEqual(sliders.map((slider) => slider.id).sort());
    for (const slider of sliders) expect(sliderTitlesHindi[slider.id]).toMatch(devanagari);
  });
});
