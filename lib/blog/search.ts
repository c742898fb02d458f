/**
 * The blog page's list (SPEC §2): search text and one tag, in the page's language, and the tags
 * its chips offer. Public reads: published posts only.
 */
import "server-only";
import { CACHE_TAGS, cachedRead } from "../cache/storefront-cache";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { PUBLISHED, toPost, versionIn, type Post } from "./posts";

const containing = (q: string) => ({ contains: q, mode: "insensitive" as const });

/** Posts whose title, description or author holds `q`, or whose version in `locale` holds it. */
function matching(q: string, locale: Locale): Prisma.BlogPostWhereInput[] {
  const inPost = (["title", "description", "author"] as const).map((field) => ({ [field]: containing(q) }));
  if (locale === DEFAULT_LOCALE) return inPost;
  const inVersion = { locale, OR: [{ title: containing(q) }, { description: containing(q) }] };
  return [...inPost, { translations: { some: inVersion } }];
}

/**
 * The blog page's list: search on title, description and author (case-insensitive), and on the
 * title and description of the posts' versions in `locale`; one tag. Newest first.
 */
export async function searchPosts({ q, tag }: { q?: string; tag?: string }, locale: Locale): Promise<Post[]> {
  const posts = await db().blogPost.findMany({
    where: { ...PUBLISHED, ...(q ? { OR: matching(q, locale) } : {}), ...(tag ? { tags: { has: tag } } : {}) },
    include: versionIn(locale),
    orderBy: [{ date: "desc" }, { id: "asc" }],
  });
  return posts.map((post) => toPost(post, locale));
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
