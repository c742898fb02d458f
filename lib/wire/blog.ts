/**
 * Blog posts on the wire (SPEC §3, §7): `_id`, dates in epoch milliseconds, sanitized HTML.
 */
import { z } from "zod";
import type { Pagination, Post } from "../blog/posts";

export const blogJson = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  image: z.string(),
  /** Publication date, epoch milliseconds. */
  date: z.number(),
  readMinute: z.number(),
  likes: z.number(),
  tags: z.array(z.string()),
  category: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
});
export type BlogJson = z.infer<typeof blogJson>;

export const paginationJson = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  pages: z.number(),
}) satisfies z.ZodType<Pagination>;

export const blogListResponse = z.object({ blogs: z.array(blogJson), pagination: paginationJson });
export const authorBlogsResponse = blogListResponse.extend({ author: z.string() });
export const popularBlogsResponse = z.object({ blogs: z.array(blogJson) });
export const blogResponse = z.object({ blog: blogJson });
export const likesResponse = z.object({ likes: z.number() });

export function toBlogJson(post: Post): BlogJson {
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    author: post.author,
    image: post.image,
    date: post.date,
    readMinute: post.readMinute,
    likes: post.likes,
    tags: post.tags,
    category: post.category,
    content: post.content,
  };
}

/** A page of posts, as the list calls answer it. */
export function toBlogListJson(page: { posts: Post[]; pagination: Pagination }): z.infer<typeof blogListResponse> {
  return { blogs: page.posts.map(toBlogJson), pagination: page.pagination };
}
