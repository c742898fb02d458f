import { CACHE_TAGS } from "@/lib/cache/storefront-cache";
import { listPopularPosts } from "@/lib/blog/posts";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { readQuery } from "@/lib/http/body";
import { cachedAnswer } from "@/lib/http/cached-answer";
import { apiRoute } from "@/lib/http/responses";
import { popularQuerySchema } from "@/lib/validation/blog";
import { toBlogJson } from "@/lib/wire/blog";

const popularAnswer = cachedAnswer("blog-popular", CACHE_TAGS.blog, async (limit: number) => ({
  blogs: (await listPopularPosts(limit, DEFAULT_LOCALE)).map(toBlogJson),
}));

// GET /api/blog/popular?limit – the most liked posts
export const GET = apiRoute(async (request) => popularAnswer(readQuery(request, popularQuerySchema).limit), {
  sharedCache: true,
});
