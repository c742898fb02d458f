/**
 * An admin's new post is a draft (#16 item 10): no public answer mentions it until it is
 * published, and then it is answered in the same shape as every other post (SPEC §7).
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import sitemap from "@/app/sitemap";
import { createPost, setPostPublished } from "@/lib/blog/admin-posts";
import { goLiveOnIndianDay } from "@/lib/dates";
import { blogListResponse, blogResponse, popularBlogsResponse } from "@/lib/wire/blog";
import { callRoute } from "@/test/support/call-route";
import { GET as getOne } from "./[idOrSlug]/route";
import { GET as all } from "./all/route";
import { GET as byAuthor } from "./author/[author]/route";
import { POST as like } from "./like/[id]/route";
import { GET as popular } from "./popular/route";

// The sitemap waits for a request (connection()), which a test has not got.
vi.mock("next/server", async (original) => ({ ...(await original()), connection: () => Promise.resolve() }));

const run = randomBytes(4).toString("hex");

/** What the editor sends: bold text and a link, plus markup the sanitizer must remove. */
const EDITOR_HTML =
  '<p>Halves <strong>first</strong>, then <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.in/fractions">quarters</a>.</p>' +
  '<p><a href="javascript:alert(1)">trap</a><img src="x" onerror="alert(2)"></p><script>alert(3)</script>';

async function publicAnswers(slug: string, author: string) {
  const [list, one, ofAuthor, top, liked, map] = await Promise.all([
    callRoute(all, { method: "GET", query: { tag: `drafts-${run}` } }),
    callRoute(getOne, { method: "GET", params: { idOrSlug: slug } }),
    callRoute(byAuthor, { method: "GET", params: { author } }),
    callRoute(popular, { method: "GET", query: { limit: "50" } }),
    callRoute(like, { method: "POST", params: { id: slug }, body: { action: "like" } }),
    sitemap(),
  ]);
  return { list, one, ofAuthor, top, liked, inSitemap: map.some((entry) => entry.url.endsWith(`/blog/${slug}`)) };
}

describe("an admin's new post", () => {
  it("is a draft no public answer shows, until it is published", async () => {
    const author = `Draft Author ${run}`;
    const post = await createPost({
      title: `Draft ${run}`,
      slug: `draft-${run}`,
      description: "Not yet.",
      author,
      image: "/images/blog/test.svg",
      date: goLiveOnIndianDay("2026-01-01"),
      readMinute: 3,
      tags: [`drafts-${run}`],
      category: "Learning",
      content: EDITOR_HTML,
    });
    expect(post.published).toBe(false);
    expect(post.content).toBe(
      '<p>Halves <strong>first</strong>, then <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.in/fractions">quarters</a>.</p><p><a>trap</a><img src="x" /></p>',
    );

    const hidden = await publicAnswers(post.slug, author);
    expect(hidden.list.body.blogs).toEqual([]);
    expect(hidden.one.status).toBe(404);
    expect(hidden.ofAuthor.body.blogs).toEqual([]);
    expect(hidden.top.body.blogs.map((blog: { slug: string }) => blog.slug)).not.toContain(post.slug);
    expect(hidden.liked.status).toBe(404);
    expect(hidden.inSitemap).toBe(false);

    await setPostPublished(post.id, true);
    const shown = await publicAnswers(post.slug, author);
    expect(blogListResponse.parse(shown.list.body).blogs.map((blog) => blog._id)).toEqual([post.id]);
    expect(blogResponse.parse(shown.one.body).blog).toMatchObject({ _id: post.id, content: post.content });
    expect(shown.ofAuthor.body.blogs).toHaveLength(1);
    popularBlogsResponse.parse(shown.top.body);
    expect(shown.liked.status).toBe(200);
    expect(shown.inSitemap).toBe(true);
  });
});
