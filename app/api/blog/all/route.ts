import { CACHE_TAGS } from "@/lib/cache/storefront-cache";
import { listPosts } from "@/lib/blog/posts";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { readQuery } from "@/lib/http/body";
import { cachedAnswer } from "@/lib/http/cached-answer";
import { apiRoute } from "@/lib/http/responses";
import { blogListQuerySchema } from "@/lib/validation/blog";
import { toBlogListJson } from "@/lib/wire/blog";

const listAnswer = cachedAnswer("blog-list", CACHE_TAGS.blog, async (query: Parameters<typeof listPosts>[0]) =>
  toBlogListJson(await listPosts(query, DEFAULT_LOCALE)),
);

// GET /api/blog/all?page&limit&author&tag&sortBy – posts, newest first by default
export const GET = apiRoute(async (request) => listAnswer(readQuery(request, blogListQuerySchema)), {
  sharedCache: true,
});
