import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { goLiveOnIndianDay } from "../dates";
import { db } from "../db";
import { blogPostFormSchema, type BlogPostInput } from "../validation/admin-content";
import { createPost, deletePost, findPostForEditing, listAllPosts, setPostPublished, updatePost } from "./admin-posts";
import { getPost, likePost, listPopularPosts, listPosts, listPostsByAuthor } from "./posts";
import { listTags, searchPosts } from "./search";

/** This file's own words, so its assertions ignore other tests' posts. */
const run = randomBytes(4).toString("hex");
let counter = 0;

function postInput(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  counter += 1;
  return {
    title: `Admin post ${run} ${counter}`,
    slug: `admin-post-${run}-${counter}`,
    description: "Written in the admin area.",
    author: `Admin Author ${run}`,
    image: "/images/blog/test.svg",
    date: goLiveOnIndianDay("2030-01-01"),
    readMinute: 4,
    tags: [`draft-tag-${run}`],
    category: "Teaching",
    content: "<p>Hello</p>",
    ...overrides,
  };
}

describe("drafts", () => {
  it("are what a new post is, and an edit leaves a post's status alone", async () => {
    const post = await createPost(postInput());
    expect(post.published).toBe(false);
    await expect(getPost(post.slug, "en")).rejects.toMatchObject({ status: 404 });

    await setPostPublished(post.id, true);
    expect((await updatePost(post.id, postInput({ slug: post.slug }))).published).toBe(true);
    await setPostPublished(post.id, false);
    expect((await updatePost(post.id, postInput({ slug: post.slug }))).published).toBe(false);
  });

  it("are hidden from every public read and listed in the admin area", async () => {
    const draft = await createPost(postInput());
    const author = draft.author;

    await expect(getPost(draft.slug, "en")).rejects.toMatchObject({ status: 404 });
    await expect(getPost(draft.id, "en")).rejects.toMatchObject({ status: 404 });
    await expect(likePost(draft.id, "like")).rejects.toMatchObject({ status: 404 });
    expect((await searchPosts({ q: run }, "en")).map((post) => post.slug)).not.toContain(draft.slug);
    expect((await listPosts({ author, page: 1, limit: 50, sortBy: "date" }, "en")).posts).toEqual([]);
    expect((await listPostsByAuthor(author, 1, 50, "en")).pagination.total).toBe(0);
    expect(await listTags()).not.toContain(`draft-tag-${run}`);
    expect((await listPopularPosts(50, "en")).map((post) => post.slug)).not.toContain(draft.slug);
    expect((await listAllPosts({ q: run })).map((post) => post.slug)).toContain(draft.slug);

    await setPostPublished(draft.id, true);
    expect((await getPost(draft.slug, "en")).id).toBe(draft.id);
    expect(await listTags()).toContain(`draft-tag-${run}`);
    expect((await searchPosts({ q: run }, "en")).map((post) => post.slug)).toContain(draft.slug);
  });
});

describe("createPost and updatePost", () => {
  it("strip scripts and event handlers before storing", async () => {
    const post = await createPost(
      postInput({
        content: '<p>Safe</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)">',
      }),
    );
    const stored = await db().blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.content).not.toMatch(/script|onerror|alert/i);
    expect(stored.content).toContain("<p>Safe</p>");

    await updatePost(post.id, postInput({ slug: post.slug, content: '<p onclick="x()">Edited</p><script>1</script>' }));
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).content).toBe("<p>Edited</p>");
  });

  it("answer a slug another post uses with a friendly message", async () => {
    const first = await createPost(postInput());
    await expect(createPost(postInput({ slug: first.slug }))).rejects.toMatchObject({
      status: 409,
      message: `Another post already uses the slug "${first.slug}". Choose another slug.`,
    });
    const second = await createPost(postInput());
    await expect(updatePost(second.id, postInput({ slug: first.slug }))).rejects.toMatchObject({ status: 409 });
  });

  it("refuse reserved and malformed slugs", async () => {
    await expect(createPost(postInput({ slug: "popular" }))).rejects.toThrow(/not all, popular, author or like/);
    await expect(createPost(postInput({ slug: "Not A Slug" }))).rejects.toThrow(/lowercase words/);
  });

  it("change every field, the slug included, and delete", async () => {
    const post = await createPost(postInput());
    const edited = postInput({ title: "Renamed", tags: ["a", "b"], readMinute: 9 });
    await updatePost(post.id, edited);
    expect(await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      ...edited,
      content: "<p>Hello</p>",
    });
    await deletePost(post.id);
    expect(await db().blogPost.findUnique({ where: { id: post.id } })).toBeNull();
    await expect(deletePost(post.id)).rejects.toMatchObject({ status: 404, message: "Blog not found" });
  });
});

describe("a post's Hindi version", () => {
  const hindi = { title: `हिंदी शीर्षक ${run}`, description: "हिंदी विवरण", content: "<p>हिंदी</p><script>x()</script>" };
  const stored = (postId: string) =>
    db().blogPostTranslation.findUnique({ where: { postId_locale: { postId, locale: "hi" } } });

  it("is saved with the post, sanitized, changed with it and removed when left out", async () => {
    const post = await createPost(postInput({ hindi }));
    expect(await stored(post.id)).toMatchObject({ title: hindi.title, content: "<p>हिंदी</p>" });
    expect(await findPostForEditing(post.id)).toMatchObject({ hindi: { ...hindi, content: "<p>हिंदी</p>" } });

    await updatePost(post.id, postInput({ slug: post.slug, hindi: { ...hindi, title: "नया शीर्षक" } }));
    expect((await stored(post.id))?.title).toBe("नया शीर्षक");
    await updatePost(post.id, postInput({ slug: post.slug }));
    expect(await stored(post.id)).toBeNull();
    expect((await findPostForEditing(post.id))?.hindi).toBeNull();
  });

  it("is what the Missing Hindi filter looks for", async () => {
    const translated = await createPost(postInput({ hindi }));
    const english = await createPost(postInput());
    const listed = async (missingHindi: boolean) =>
      (await listAllPosts({ q: run, missingHindi })).map(({ id, hasHindi }) => [id, hasHindi]);
    expect(await listed(false)).toEqual(
      expect.arrayContaining([
        [translated.id, true],
        [english.id, false],
      ]),
    );
    expect(await listed(true)).toContainEqual([english.id, false]);
    expect((await listed(true)).map(([id]) => id)).not.toContain(translated.id);
  });
});

describe("the admin post form", () => {
  const form = {
    title: "Sine & Cosine, Class 10!",
    slug: "",
    description: "d",
    author: "a",
    image: "/uploads/x.png",
    date: "2026-03-14",
    readMinute: "5",
    tags: " games, trigonometry ,games,, ",
    category: "Teaching",
    content: "<p>x</p>",
  };

  it("derives the slug from the title, splits tags and reads the Indian day", () => {
    expect(blogPostFormSchema.parse(form)).toMatchObject({
      slug: "sine-cosine-class-10",
      tags: ["games", "trigonometry"],
      date: new Date("2026-03-14T10:00:00+05:30"),
      readMinute: 5,
    });
    expect(blogPostFormSchema.parse({ ...form, slug: "My-Slug" })).toMatchObject({ slug: "my-slug" });
  });

  it("takes all three Hindi fields or none", () => {
    const hindiForm = { hindiTitle: "शीर्षक", hindiDescription: "विवरण", hindiContent: "<p>पाठ</p>" };
    expect(blogPostFormSchema.parse(form)).not.toHaveProperty("hindi");
    expect(
      blogPostFormSchema.parse({ ...form, hindiTitle: " ", hindiDescription: "", hindiContent: "" }),
    ).not.toHaveProperty("hindi");
    expect(blogPostFormSchema.parse({ ...form, ...hindiForm }).hindi).toEqual({
      title: "शीर्षक",
      description: "विवरण",
      content: "<p>पाठ</p>",
    });
    expect(() => blogPostFormSchema.parse({ ...form, ...hindiForm, hindiDescription: "" })).toThrow(
      "Hindi description is required",
    );
  });

  it("refuses an image from another host", () => {
    expect(() => blogPostFormSchema.parse({ ...form, image: "//evil.example/x.png" })).toThrow(/must start with \//);
  });
});
