import { listPostsByAuthor } from "@/lib/blog/posts";
import { readQuery } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { authorPageQuerySchema, blogKeySchema } from "@/lib/validation/blog";
import { toBlogListJson } from "@/lib/wire/blog";

// GET /api/blog/author/{author}?page&limit – one author's posts
export const GET = apiRoute<{ params: Promise<{ author: string }> }>(
  async (request, { params }) => {
    const author = blogKeySchema.parse((await params).author);
    const { page, limit } = readQuery(request, authorPageQuerySchema);
    return ok({ author, ...toBlogListJson(await listPostsByAuthor(author, page, limit)) });
  },
  { sharedCache: true },
);
