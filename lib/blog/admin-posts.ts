/**
 * The admin area's side of the blog: every post, drafts included, and the writes behind its
 * forms. Each write validates its input, stores sanitized HTML (storablePost) and expires the
 * storefront's blog cache, so the shop shows the change at once. A new post is a draft; only
 * setPostPublished shows a post on the blog or takes it off.
 */
import "server-only";
import { CACHE_TAGS, expireCache } from "../cache/storefront-cache";
import { db } from "../db";
import { Prisma, type BlogPost } from "../generated/prisma/client";
import { conflict, notFound } from "../http/errors";
import { blogPostInputSchema, type BlogPostInput } from "../validation/admin-content";
import { storablePost } from "./posts";

export type AdminPostRow = Pick<BlogPost, "id" | "slug" | "title" | "author" | "date" | "published">;

/** Every post, newest first; `q` finds words in the title or the author's name. */
export function listAllPosts(q = ""): Promise<AdminPostRow[]> {
  const search = q.trim();
  return db().blogPost.findMany({
    where: search
      ? {
          OR: [
            { title: { contains: search, mode: "insensitive" } },
            { author: { contains: search, mode: "insensitive" } },
          ],
        }
      : {},
    select: { id: true, slug: true, title: true, author: true, date: true, published: true },
    orderBy: [{ date: "desc" }, { id: "asc" }],
  });
}

export function findPostForEditing(id: string): Promise<BlogPost | null> {
  return db().blogPost.findUnique({ where: { id } });
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

export async function createPost(input: BlogPostInput): Promise<BlogPost> {
  const data = storablePost(blogPostInputSchema.parse(input));
  return writing(data.slug, () => db().blogPost.create({ data: { ...data, published: false } }));
}

export async function updatePost(id: string, input: BlogPostInput): Promise<BlogPost> {
  const data = storablePost(blogPostInputSchema.parse(input));
  return writing(data.slug, () => db().blogPost.update({ where: { id }, data }));
}

export function setPostPublished(id: string, published: boolean): Promise<BlogPost> {
  return writing(null, () => db().blogPost.update({ where: { id }, data: { published } }));
}

export async function deletePost(id: string): Promise<void> {
  await writing(null, () => db().blogPost.delete({ where: { id } }));
}
