/**
 * Integration: "More from {author}" under a post — the author's other published posts, newest
 * first, whatever the case of the name; never the post itself, a draft or another author's post.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { otherPostsByAuthor, savePost, type BlogPostInput } from "./posts";

const run = randomBytes(4).toString("hex");
const author = `Author ${run}`;

const post = (day: number, overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: `Post ${run} ${day}`,
  slug: `author-post-${run}-${day}`,
  description: "Written for the author test.",
  author,
  image: "/images/blog/test.svg",
  date: new Date(Date.UTC(2026, 0, day)),
  readMinute: 3,
  tags: [],
  category: "Teaching",
  content: "<p>Hello</p>",
  ...overrides,
});

describe("otherPostsByAuthor", () => {
  it("lists the author's other published posts, newest first, up to the limit", async () => {
    await savePost(post(1));
    await savePost(post(2, { author: author.toUpperCase() }));
    await savePost(post(3));
    await savePost(post(4));
    await savePost(post(5, { published: false }));
    await savePost(post(6, { author: `Someone else ${run}` }));

    const slugs = async (exceptDay: number, limit: number) =>
      (await otherPostsByAuthor(author, `author-post-${run}-${exceptDay}`, limit, "en")).map((found) => found.slug);
    expect(await slugs(3, 3)).toEqual([4, 2, 1].map((day) => `author-post-${run}-${day}`));
    expect(await slugs(4, 2)).toEqual([3, 2].map((day) => `author-post-${run}-${day}`));
    expect(await slugs(6, 3)).toEqual([4, 3, 2].map((day) => `author-post-${run}-${day}`));
  });

  it("is empty for an author with one post", async () => {
    const only = post(9, { author: `Lonely ${run}` });
    await savePost(only);
    expect(await otherPostsByAuthor(only.author, only.slug, 3, "en")).toEqual([]);
  });
});
