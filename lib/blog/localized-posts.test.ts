/**
 * The blog in Hindi: a post with a Hindi version is read in Hindi under /hi, one without is read
 * in English and says so (`lang`), and the Hindi blog's search finds Hindi words too.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { goLiveOnIndianDay } from "../dates";
import { findPost, listPopularPosts, listPostsByAuthor, savePost, type BlogPostInput } from "./posts";
import { searchPosts } from "./search";

/** This file's own words, so its assertions ignore other tests' posts. */
const run = randomBytes(4).toString("hex");
const author = `Hindi Author ${run}`;

const post = (name: string): BlogPostInput => ({
  slug: `${name}-${run}`,
  title: `Fractions at the table ${run} ${name}`,
  description: "Sharing rotis, fairly.",
  author,
  image: "/images/blog/test.svg",
  date: goLiveOnIndianDay(name === "translated" ? "2031-01-02" : "2031-01-01"),
  readMinute: 4,
  tags: ["fractions"],
  category: "Teaching",
  content: "<p>English</p>",
});

const hindi = {
  title: `भिन्न और रोटियाँ ${run}`,
  description: "रोटियों को बराबर बाँटते हुए भिन्न सीखिए।",
  content: '<p>हिंदी</p><script>alert(1)</script><p onclick="x()">पाठ</p>',
};

beforeAll(async () => {
  await savePost(post("translated"), { hi: hindi });
  await savePost(post("english-only"));
});

describe("a post read in Hindi", () => {
  it("is its Hindi version, its HTML sanitized like the English", async () => {
    const found = await findPost(`translated-${run}`, "hi");
    expect(found).toMatchObject({ title: hindi.title, description: hindi.description, lang: "hi", author });
    expect(found?.content).toBe("<p>हिंदी</p><p>पाठ</p>");
  });

  it("is the English post, saying it is English, when it has no Hindi version", async () => {
    expect(await findPost(`english-only-${run}`, "hi")).toMatchObject({
      title: `Fractions at the table ${run} english-only`,
      content: "<p>English</p>",
      lang: "en",
    });
  });

  it("leaves the English blog in English", async () => {
    expect(await findPost(`translated-${run}`, "en")).toMatchObject({ content: "<p>English</p>", lang: "en" });
  });

  it("is so in every list: the author's posts and the popular ones", async () => {
    const { posts } = await listPostsByAuthor(author, 1, 10, "hi");
    expect(posts.map(({ slug, lang }) => [slug, lang])).toEqual([
      [`translated-${run}`, "hi"],
      [`english-only-${run}`, "en"],
    ]);
    const popular = await listPopularPosts(1000, "hi");
    expect(popular.find((found) => found.slug === `translated-${run}`)?.title).toBe(hindi.title);
  });
});

describe("the Hindi blog's search", () => {
  const slugs = async (q: string, locale: "en" | "hi") =>
    (await searchPosts({ q }, locale)).map((found) => found.slug).filter((slug) => slug.endsWith(run));

  it("finds Hindi titles and descriptions, and shows what it finds in Hindi", async () => {
    expect(await slugs(`रोटियाँ ${run}`, "hi")).toEqual([`translated-${run}`]);
    const [found] = await searchPosts({ q: `रोटियाँ ${run}` }, "hi");
    expect(found).toMatchObject({ title: hindi.title, lang: "hi" });
  });

  it("still finds English words, and the English blog searches English only", async () => {
    expect(await slugs(`table ${run}`, "hi")).toEqual([`translated-${run}`, `english-only-${run}`]);
    expect(await slugs(`रोटियाँ ${run}`, "en")).toEqual([]);
  });
});
