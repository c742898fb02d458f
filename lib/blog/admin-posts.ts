/**
 * The admin area's side of the blog: every post, drafts included, and the writes behind its
 * forms. Each write validates its input, stores sanitized HTML (storablePost, storableVersion)
 * and expires the storefront's blog cache, so the shop shows the change at once. A new post is a
 * draft; only setPostPublished shows a post on the blog or takes it off. A post's Hindi version
 * is optional (a BlogPostTranslation): without one, the Hindi blog shows the English post.
 */
import "server-only";
import { CACHE_TAGS, expireCache } from "../cache/storefront-cache";
import { db } from "../db";
import { Prisma, type BlogPost } from "../generated/prisma/client";
import { conflict, notFound } from "../http/errors";
import { blogPostInputSchema, type BlogPostInput } from "../validation/admin-content";
import { storablePost, storableVersion, versionIn, type PostVersion, type VersionLocale } from "./posts";

/** The one other language the admin writes posts in. */
const HINDI: VersionLocale = "hi";

export interface AdminPostRow extends Pick<BlogPost, "id" | "slug" | "title" | "author" | "date" | "published"> {
  hasHindi: boolean;
}

/** The posts list's filters: `q` finds words in the title or the author's name. */
export interface AdminPostFilter {
  q?: string;
  /** Only the posts with no Hindi version. */
  missingHindi?: boolean;
}

/** Every post matching `filter`, newest first. */
export async function listAllPosts({ q = "", missingHindi = false }: AdminPostFilter = {}): Promise<AdminPostRow[]> {
  const search = q.trim();
  const rows = await db().blogPost.findMany({
    where: {
      ...(search && {
        OR: [
          { title: { contains: search, mode: "insensitive" } },
          { author: { contains: search, mode: "insensitive" } },
        ],
      }),
      ...(missingHindi && { translations: { none: { locale: HINDI } } }),
    },
    select: {
      id: true,
      slug: true,
      title: true,
      author: true,
      date: true,
      published: true,
      translations: { where: { locale: HINDI }, select: { id: true } },
    },
    orderBy: [{ date: "desc" }, { id: "asc" }],
  });
  return rows.map(({ translations, ...post }) => ({ ...post, hasHindi: translations.length > 0 }));
}

/** A post as its edit form shows it: the English post and its Hindi version, if any. */
export async function findPostForEditing(id: string): Promise<(BlogPost & { hindi: PostVersion | null }) | null> {
  const post = await db().blogPost.findUnique({ where: { id }, include: versionIn(HINDI) });
  if (!post) return null;
  const { translations, ...english } = post;
  const hindi = translations[0];
  return {
    ...english,
    hindi: hindi ? { title: hindi.title, description: hindi.description, content: hindi.content } : null,
  };
}

/** Turns Prisma's unique-slug and missing-row errors into messages an operator can act on. */
async function writing<T>(slug: string | null, write: () => Promise<T>): Promise<T> {
  try {
    const result = await write();
    expireCache(CACHE_TAGS.blog);
    return result;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError) {
      if (error.code === "P2002") throw conflict(`Another post already uses the slug "${slug}". Choose another slug.`);
      if (error.code === "P2025") throw notFound("Blog not found");
    }
    throw error;
  }
}

/** The input checked, its HTML sanitized, split into the English post and its Hindi version. */
function storableInput(input: BlogPostInput) {
  const { hindi, ...post } = blogPostInputSchema.parse(input);
  return { post: storablePost(post), hindi: hindi && { locale: HINDI, ...storableVersion(hindi) } };
}

export async function createPost(input: BlogPostInput): Promise<BlogPost> {
  const { post, hindi } = storableInput(input);
  const translations = hindi ? { create: hindi } : undefined;
  return writing(post.slug, () => db().blogPost.create({ data: { ...post, published: false, translations } }));
}

/** Updates a post; without a Hindi version, the post's Hindi version (if any) is removed. */
export async function updatePost(id: string, input: BlogPostInput): Promise<BlogPost> {
  const { post, hindi } = storableInput(input);
  const translations = hindi
    ? { upsert: { where: { postId_locale: { postId: id, locale: HINDI } }, create: hindi, update: hindi } }
    : { deleteMany: { locale: HINDI } };
  return writing(post.slug, () => db().blogPost.update({ where: { id }, data: { ...post, translations } }));
}

export function setPostPublished(id: string, published: boolean): Promise<BlogPost> {
  return writing(null, () => db().blogPost.update({ where: { id }, data: { published } }));
}

export async function deletePost(id: string): Promise<void> {
  await writing(null, () => db().blogPost.delete({ where: { id } }));
}
