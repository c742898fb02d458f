import { listPopularPosts } from "@/lib/blog/posts";
import { readQuery } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { popularQuerySchema } from "@/lib/validation/blog";
import { toBlogJson } from "@/lib/wire/blog";

// GET /api/blog/popular?limit – the most liked posts
export const GET = apiRoute(
  async (request) => {
    const { limit } = readQuery(request, popularQuerySchema);
    return ok({ blogs: (await listPopularPosts(limit)).map(toBlogJson) });
  },
  { sharedCache: true },
);
