/**
 * Blog posts (SPEC §3, §7): lists with paging and filters, single posts by id or slug, popular
 * posts by likes, and likes that never go below zero. Every read here is public, so it sees
 * published posts only; drafts are read through lib/blog/admin-posts.ts. Each read takes the
 * page's language: a post with a version in it (BlogPostTranslation) is shown in it, one without
 * is shown in English, and `lang` says which the shopper gets.
 */
import "server-only";
import { CACHE_TAGS, cachedRead, expireCache } from "../cache/storefront-cache";
import { db } from "../db";
import type { BlogPost as PostRow, BlogPostTranslation, Prisma } from "../generated/prisma/client";
import { badRequest, notFound } from "../http/errors";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import type { BlogSortField } from "../validation/blog";
import { sanitizeBlogHtml } from "./sanitize";
import { isValidSlug, SLUG_RULE } from "./slug";

/** The filter of every public read: drafts stay in the admin area. */
export const PUBLISHED = { published: true } as const;

/** A published post (SPEC §3), in the language asked for when it has a version in it. */
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
  /** The language of the title, description and content: English when the asked one is missing. */
  lang: Locale;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** The include of a read in `locale`: the post's version in it, if any (English has none: it is the post). */
export const versionIn = (locale: Locale) => ({ translations: { where: { locale }, take: 1 } });

type TranslatedRow = PostRow & { translations: BlogPostTranslation[] };

export function toPost({ translations, ...post }: TranslatedRow, locale: Locale): Post {
  const version = translations[0];
  return {
    id: post.id,
    slug: post.slug,
    title: version?.title ?? post.title,
    description: version?.description ?? post.description,
    author: post.author,
    image: post.image,
    date: post.date.getTime(),
    readMinute: post.readMinute,
    likes: post.likes,
    tags: post.tags,
    category: post.category,
    content: sanitizeBlogHtml(version?.content ?? post.content),
    lang: version ? locale : DEFAULT_LOCALE,
  };
}

const orderBy = (sortBy: BlogSortField): Prisma.BlogPostOrderByWithRelationInput[] => [
  sortBy === "title" ? { title: "asc" } : { [sortBy]: "desc" },
  { id: "asc" },
];

async function page(
  where: Prisma.BlogPostWhereInput,
  { page: pageNumber, limit, sortBy }: { page: number; limit: number; sortBy: BlogSortField },
  locale: Locale,
) {
  const [posts, total] = await Promise.all([
    db().blogPost.findMany({
      where,
      include: versionIn(locale),
      orderBy: orderBy(sortBy),
      skip: (pageNumber - 1) * limit,
      take: limit,
    }),
    db().blogPost.count({ where }),
  ]);
  return {
    posts: posts.map((post) => toPost(post, locale)),
    pagination: { page: pageNumber, limit, total, pages: Math.ceil(total / limit) } satisfies Pagination,
  };
}

export function listPosts(
  query: { page: number; limit: number; author?: string; tag?: string; sortBy: BlogSortField },
  locale: Locale,
) {
  const where: Prisma.BlogPostWhereInput = {
    ...PUBLISHED,
    ...(query.author ? { author: { equals: query.author, mode: "insensitive" } } : {}),
    ...(query.tag ? { tags: { has: query.tag } } : {}),
  };
  return page(where, query, locale);
}

/** One author's posts, newest first. */
export function listPostsByAuthor(author: string, pageNumber: number, limit: number, locale: Locale) {
  return listPosts({ author, page: pageNumber, limit, sortBy: "date" }, locale);
}

/** Up to `limit` other posts by the author of the post `exceptSlug`, newest first ("More from …"). */
export async function otherPostsByAuthor(
  author: string,
  exceptSlug: string,
  limit: number,
  locale: Locale,
): Promise<Post[]> {
  const { posts } = await listPostsByAuthor(author, 1, limit + 1, locale);
  return posts.filter((post) => post.slug !== exceptSlug).slice(0, limit);
}

export async function listPopularPosts(limit: number, locale: Locale): Promise<Post[]> {
  const posts = await db().blogPost.findMany({
    where: PUBLISHED,
    include: versionIn(locale),
    orderBy: [{ likes: "desc" }, { date: "desc" }],
    take: limit,
  });
  return posts.map((post) => toPost(post, locale));
}

/** A published post by id or slug, or null when there is none. */
export async function findPost(idOrSlug: string, locale: Locale): Promise<Post | null> {
  const post = await db().blogPost.findFirst({
    where: { ...PUBLISHED, OR: [{ id: idOrSlug }, { slug: idOrSlug }] },
    include: versionIn(locale),
  });
  return post && toPost(post, locale);
}

/** The same for the API, where a missing post is a 404. */
export async function getPost(idOrSlug: string, locale: Locale): Promise<Post> {
  const post = await findPost(idOrSlug, locale);
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

export type BlogPostInput = Omit<Prisma.BlogPostCreateInput, "id" | "createdAt" | "updatedAt" | "translations">;

/** The languages a post may have versions in: all but English, which is the post itself. */
export type VersionLocale = Exclude<Locale, "en">;

/** A post's version in another language: title, description and (sanitized on save) HTML. */
export interface PostVersion {
  title: string;
  description: string;
  content: string;
}

/** The post as it may be stored: a valid slug and sanitized HTML. */
export function storablePost<Post extends { slug: string; content: string }>(post: Post): Post {
  if (!isValidSlug(post.slug)) throw badRequest(SLUG_RULE);
  return { ...post, content: sanitizeBlogHtml(post.content) };
}

/** A version as it may be stored: sanitized HTML, like the post's. */
export const storableVersion = (version: PostVersion): PostVersion => ({
  ...version,
  content: sanitizeBlogHtml(version.content),
});

/**
 * Creates or updates a post by slug, and its versions in other languages, sanitizing their HTML
 * before it is stored. For the seed and tests: what they save is published unless they say
 * otherwise (the admin's new posts are drafts).
 */
export async function savePost(post: BlogPostInput, versions: Partial<Record<VersionLocale, PostVersion>> = {}) {
  const data = storablePost({ published: true, ...post });
  const saved = await db().blogPost.upsert({ where: { slug: post.slug }, create: data, update: data });
  for (const [locale, version] of Object.entries(versions)) {
    if (!version) continue;
    const stored = { ...storableVersion(version), locale };
    await db().blogPostTranslation.upsert({
      where: { postId_locale: { postId: saved.id, locale } },
      create: { ...stored, postId: saved.id },
      update: stored,
    });
  }
  expireCache(CACHE_TAGS.blog);
  return saved;
}

export const cachedPost = cachedRead("blog-post", CACHE_TAGS.blog, findPost);
export const cachedPopularPosts = cachedRead("blog-popular", CACHE_TAGS.blog, listPopularPosts);
/** The `limit` newest posts: the feed (app/feed.xml), in English. */
export const cachedNewestPosts = cachedRead(
  "blog-newest",
  CACHE_TAGS.blog,
  async (limit: number) => (await listPosts({ page: 1, limit, sortBy: "date" }, DEFAULT_LOCALE)).posts,
);
export const cachedOtherPostsByAuthor = cachedRead("blog-author-others", CACHE_TAGS.blog, otherPostsByAuthor);
