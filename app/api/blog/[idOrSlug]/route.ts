import { CACHE_TAGS } from "@/lib/cache/storefront-cache";
import { getPost } from "@/lib/blog/posts";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { cachedAnswer } from "@/lib/http/cached-answer";
import { apiRoute } from "@/lib/http/responses";
import { blogKeySchema } from "@/lib/validation/blog";
import { toBlogJson } from "@/lib/wire/blog";

const postAnswer = cachedAnswer("blog-post", CACHE_TAGS.blog, async (idOrSlug: string) => ({
  blog: toBlogJson(await getPost(idOrSlug, DEFAULT_LOCALE)),
}));

// GET /api/blog/{idOrSlug} – one post by id or slug
export const GET = apiRoute<{ params: Promise<{ idOrSlug: string }> }>(
  async (_request, { params }) => postAnswer(blogKeySchema.parse((await params).idOrSlug)),
  { sharedCache: true },
);
