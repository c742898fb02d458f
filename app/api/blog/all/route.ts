import { listPosts } from "@/lib/blog/posts";
import { readQuery } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { blogListQuerySchema } from "@/lib/validation/blog";
import { toBlogListJson } from "@/lib/wire/blog";

// GET /api/blog/all?page&limit&author&tag&sortBy – posts, newest first by default
export const GET = apiRoute(
  async (request) => ok(toBlogListJson(await listPosts(readQuery(request, blogListQuerySchema)))),
  { sharedCache: true },
);
