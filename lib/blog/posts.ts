/**
 * Blog posts (SPEC §3, §7): lists with paging and filters, single posts by id or slug, popular
 * posts by likes, and likes that never go below zero. Every read here is public, so it sees
 * published posts only; drafts are read through lib/blog/admin-posts.ts.
 */
import "server-only";
import { CACHE_TAGS, cachedRead, expireCache } from "../cache/storefront-cache";
import { db } from "../db";
import type { BlogPost as PostRow, Prisma } from "../generated/prisma/client";
import { badRequest, notFound } from "../http/errors";
import type { BlogSortField } from "../validation/blog";
import { sanitizeBlogHtml } from "./sanitize";
import { isValidSlug, SLUG_RULE } from "./slug";

/** The filter of every public read: drafts stay in the admin area. */
const PUBLISHED = { published: true } as const;

/** A published post (SPEC §3). */
export interface Post {
  id: string;
  slug: string;
  title: string;
  description: string;
  author: string;
  image: string;
  /** Publication date, epoch milliseconds. */
  date: number;
  readMinute: number;
  likes: number;
  tags: string[];
  category: string;
  /** Sanitized HTML. */
  content: string;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export function toPost(post: PostRow): Post {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    author: post.author,
    image: post.image,
    date: post.date.getTime(),
    readMinute: post.readMinute,
    likes: post.likes,
    tags: post.tags,
    category: post.category,
    content: sanitizeBlogHtml(post.content),
  };
}

const orderBy = (sortBy: BlogSortField): Prisma.BlogPostOrderByWithRelationInput[] => [
  sortBy === "title" ? { title: "asc" } : { [sortBy]: "desc" },
  { id: "asc" },
];

async function page(where: Prisma.BlogPostWhereInput, pageNumber: number, limit: number, sortBy: BlogSortField) {
  const [posts, total] = await Promise.all([
    db().blogPost.findMany({ where, orderBy: orderBy(sortBy), skip: (pageNumber - 1) * limit, take: limit }),
    db().blogPost.count({ where }),
  ]);
  return {
    posts: posts.map(toPost),
    pagination: { page: pageNumber, limit, total, pages: Math.ceil(total / limit) } satisfies Pagination,
  };
}

export function listPosts(query: {
  page: number;
  limit: number;
  author?: string;
  tag?: string;
  sortBy: BlogSortField;
}) {
  const where: Prisma.BlogPostWhereInput = {
    ...PUBLISHED,
    ...(query.author ? { author: { equals: query.author, mode: "insensitive" } } : {}),
    ...(query.tag ? { tags: { has: query.tag } } : {}),
  };
  return page(where, query.page, query.limit, query.sortBy);
}

/** One author's posts, newest first. */
export function listPostsByAuthor(author: string, pageNumber: number, limit: number) {
  return listPosts({ author, page: pageNumber, limit, sortBy: "date" });
}

/** Up to `limit` other posts by the author of the post `exceptSlug`, newest first ("More from …"). */
export async function otherPostsByAuthor(author: string, exceptSlug: string, limit: number): Promise<Post[]> {
  const { posts } = await listPostsByAuthor(author, 1, limit + 1);
  return posts.filter((post) => post.slug !== exceptSlug).slice(0, limit);
}

export async function listPopularPosts(limit: number): Promise<Post[]> {
  const posts = await db().blogPost.findMany({
    where: PUBLISHED,
    orderBy: [{ likes: "desc" }, { date: "desc" }],
    take: limit,
  });
  return posts.map(toPost);
}

/** A published post by id or slug, or null when there is none. */
export async function findPost(idOrSlug: string): Promise<Post | null> {
  const post = await db().blogPost.findFirst({ where: { ...PUBLISHED, OR: [{ id: idOrSlug }, { slug: idOrSlug }] } });
  return post && toPost(post);
}

/** The same for the API, where a missing post is a 404. */
export async function getPost(idOrSlug: string): Promise<Post> {
  const post = await findPost(idOrSlug);
  if (!post) throw notFound("Blog not found");
  return post;
}

/** Adds or removes one like; the count never goes below zero. Returns the new count. */
export async function likePost(idOrSlug: string, action: "like" | "unlike"): Promise<number> {
  const where = { ...PUBLISHED, OR: [{ id: idOrSlug }, { slug: idOrSlug }] };
  if (action === "like") {
    await db().blogPost.updateMany({ where, data: { likes: { increment: 1 } } });
  } else {
    await db().blogPost.updateMany({ where: { ...where, likes: { gt: 0 } }, data: { likes: { decrement: 1 } } });
  }
  const post = await db().blogPost.findFirst({ where, select: { likes: true } });
  if (!post) throw notFound("Blog not found");
  expireCache(CACHE_TAGS.blog);
  return post.likes;
}

export type BlogPostInput = Omit<Prisma.BlogPostCreateInput, "id" | "createdAt" | "updatedAt">;

/** The post as it may be stored: a valid slug and sanitized HTML. */
export function storablePost<Post extends { slug: string; content: string }>(post: Post): Post {
  if (!isValidSlug(post.slug)) throw badRequest(SLUG_RULE);
  return { ...post, content: sanitizeBlogHtml(post.content) };
}

/**
 * Creates or updates a post by slug, sanitizing its HTML before it is stored. For the seed and
 * tests: what they save is published unless they say otherwise (the admin's new posts are drafts).
 */
export async function savePost(post: BlogPostInput) {
  const data = storablePost({ published: true, ...post });
  const saved = await db().blogPost.upsert({ where: { slug: post.slug }, create: data, update: data });
  expireCache(CACHE_TAGS.blog);
  return saved;
}

/** The blog page's list: search on title, description and author (case-insensitive), one tag. */
export async function searchPosts({ q, tag }: { q?: string; tag?: string }): Promise<Post[]> {
  const posts = await db().blogPost.findMany({
    where: {
      ...PUBLISHED,
      ...(q
        ? {
            OR: (["title", "description", "author"] as const).map((field) => ({
              [field]: { contains: q, mode: "insensitive" as const },
            })),
          }
        : {}),
      ...(tag ? { tags: { has: tag } } : {}),
    },
    orderBy: [{ date: "desc" }, { id: "asc" }],
  });
  return posts.map(toPost);
}

/** Every tag in use, for the tag chips. */
export async function listTags(): Promise<string[]> {
  const rows = await db().$queryRaw<{ tag: string }[]>`
    SELECT DISTINCT unnest("tags") AS "tag" FROM "blog_posts" WHERE "published" ORDER BY "tag"`;
  return rows.map((row) => row.tag).filter(Boolean);
}

/** Whether a published post has this tag (the tags the chips link to). */
export async function isPublishedTag(tag: string): Promise<boolean> {
  return (
    (await db().blogPost.findFirst({ where: { ...PUBLISHED, tags: { has: tag } }, select: { id: true } })) !== null
  );
}

export const cachedSearchPosts = cachedRead("blog-search", CACHE_TAGS.blog, searchPosts);
export const cachedBlogTags = cachedRead("blog-tags", CACHE_TAGS.blog, listTags);
export const cachedPost = cachedRead("blog-post", CACHE_TAGS.blog, findPost);
export const cachedPopularPosts = cachedRead("blog-popular", CACHE_TAGS.blog, listPopularPosts);
/** The `limit` newest posts: the feed (app/feed.xml). */
export const cachedNewestPosts = cachedRead(
  "blog-newest",
  CACHE_TAGS.blog,
  async (limit: number) => (await listPosts({ page: 1, limit, sortBy: "date" })).posts,
);
export const cachedOtherPostsByAuthor = cachedRead("blog-author-others", CACHE_TAGS.blog, otherPostsByAuthor);
