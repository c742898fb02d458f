import { CACHE_TAGS } from "@/lib/cache/storefront-cache";
import { listPostsByAuthor } from "@/lib/blog/posts";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { readQuery } from "@/lib/http/body";
import { cachedAnswer } from "@/lib/http/cached-answer";
import { apiRoute } from "@/lib/http/responses";
import { authorPageQuerySchema, blogKeySchema } from "@/lib/validation/blog";
import { toBlogListJson } from "@/lib/wire/blog";

const authorAnswer = cachedAnswer(
  "blog-author",
  CACHE_TAGS.blog,
  async (author: string, page: number, limit: number) => ({
    author,
    ...toBlogListJson(await listPostsByAuthor(author, page, limit, DEFAULT_LOCALE)),
  }),
);

// GET /api/blog/author/{author}?page&limit – one author's posts
export const GET = apiRoute<{ params: Promise<{ author: string }> }>(
  async (request, { params }) => {
    const author = blogKeySchema.parse((await params).author);
    const { page, limit } = readQuery(request, authorPageQuerySchema);
    return authorAnswer(author, page, limit);
  },
  { sharedCache: true },
);
