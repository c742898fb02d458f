import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { savePost } from "@/lib/blog/posts";
import { db } from "@/lib/db";
import { GET as getOne } from "./[idOrSlug]/route";
import { GET as all } from "./all/route";
import { GET as byAuthor } from "./author/[author]/route";
import { POST as like } from "./like/[id]/route";
import { GET as popular } from "./popular/route";

/** This file's own author and tag, so its assertions ignore other tests' posts. */
const run = randomBytes(4).toString("hex");
const author = `Test Author ${run}`;
const tag = `tag-${run}`;

async function makePost(index: number, overrides: Partial<Parameters<typeof savePost>[0]> = {}) {
  return savePost({
    slug: `post-${run}-${index}`,
    title: `Post ${index}`,
    description: "A test post.",
    author,
    image: "/images/blog/test.svg",
    date: new Date(Date.UTC(2026, 0, index + 1)),
    readMinute: 3,
    likes: index * 10,
    tags: [tag, index % 2 === 0 ? "even" : "odd"],
    category: "Learning",
    content: `<p>Post number ${index}</p>`,
    ...overrides,
  });
}

beforeAll(async () => {
  for (let index = 1; index <= 12; index++) await makePost(index);
});

describe("GET /api/blog/all", () => {
  it("pages posts newest first, with a page size default of 10", async () => {
    const first = await callRoute(all, { method: "GET", query: { tag } });
    expect(first.status).toBe(200);
    expect(first.body.blogs).toHaveLength(10);
    expect(first.body.blogs[0].title).toBe("Post 12");
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    const second = await callRoute(all, { method: "GET", query: { tag, page: "2" } });
    expect(second.body.blogs.map((post: { title: string }) => post.title)).toEqual(["Post 2", "Post 1"]);
  });

  it("filters by author and tag and sorts by likes", async () => {
    const { body } = await callRoute(all, {
      method: "GET",
      query: { author: author.toUpperCase(), tag: "odd", sortBy: "likes", limit: "3" },
    });
    expect(body.blogs.map((post: { likes: number }) => post.likes)).toEqual([110, 90, 70]);
  });

  it.each<Record<string, string>>([{ page: "0" }, { limit: "500" }, { limit: "abc" }, { sortBy: "password" }])(
    "refuses %o with 400",
    async (query) => {
      expect((await callRoute(all, { method: "GET", query })).status).toBe(400);
    },
  );
});

describe("GET /api/blog/{idOrSlug}", () => {
  it("finds a post by id or by slug", async () => {
    const post = await makePost(50);
    const byId = await callRoute(getOne, { method: "GET", params: { idOrSlug: post.id } });
    const bySlug = await callRoute(getOne, { method: "GET", params: { idOrSlug: post.slug } });
    expect(byId.body.blog).toMatchObject({ _id: post.id, slug: post.slug, content: "<p>Post number 50</p>" });
    expect(bySlug.body.blog._id).toBe(post.id);
  });

  it("answers an unknown post with 404", async () => {
    expect(await callRoute(getOne, { method: "GET", params: { idOrSlug: "no-such-post" } })).toEqual({
      status: 404,
      body: { success: false, message: "Blog not found" },
    });
  });
});

describe("blog HTML", () => {
  it("strips scripts, event handlers and javascript: links before storing", async () => {
    const post = await makePost(60, {
      content:
        '<p onclick="steal()">Hello</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>',
    });
    const stored = await db().blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(stored.content).toContain("<p>Hello</p>");
  });

  it("sanitizes again on the way out, even for a row written around the domain code", async () => {
    const post = await makePost(61);
    await db().blogPost.update({ where: { id: post.id }, data: { content: "<p>Hi</p><script>alert(1)</script>" } });
    const { body } = await callRoute(getOne, { method: "GET", params: { idOrSlug: post.id } });
    expect(body.blog.content).toBe("<p>Hi</p>");
  });
});

describe("GET /api/blog/author/{author}", () => {
  it("returns one author's posts with paging", async () => {
    const { status, body } = await callRoute(byAuthor, {
      method: "GET",
      params: { author },
      query: { limit: "5" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, author, pagination: { page: 1, limit: 5 } });
    expect(body.blogs).toHaveLength(5);
  });
});

describe("GET /api/blog/popular", () => {
  it("orders by likes, limit 5 by default", async () => {
    await makePost(70, { likes: 1_000_000 });
    const { body } = await callRoute(popular, { method: "GET" });
    expect(body.blogs).toHaveLength(5);
    expect(body.blogs[0].likes).toBe(1_000_000);
    const likes = body.blogs.map((post: { likes: number }) => post.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });
});

describe("POST /api/blog/like/{id}", () => {
  it("likes and unlikes, never below zero", async () => {
    const post = await makePost(80, { likes: 0 });
    const liked = await callRoute(like, { params: { id: post.id }, body: {} });
    expect(liked.body).toEqual({ success: true, likes: 1 });
    await callRoute(like, { params: { id: post.id }, body: { action: "unlike" } });
    const belowZero = await callRoute(like, { params: { id: post.id }, body: { action: "unlike" } });
    expect(belowZero.body.likes).toBe(0);
  });

  it("refuses unknown posts and actions", async () => {
    const post = await makePost(81, { likes: 4 });
    expect((await callRoute(like, { params: { id: "no-such-post" }, body: {} })).status).toBe(404);
    expect((await callRoute(like, { params: { id: post.id }, body: { action: "love" } })).status).toBe(400);
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).likes).toBe(4);
  });
});
