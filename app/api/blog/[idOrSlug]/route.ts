import { getPost } from "@/lib/blog/posts";
import { apiRoute, ok } from "@/lib/http/responses";
import { blogKeySchema } from "@/lib/validation/blog";
import { toBlogJson } from "@/lib/wire/blog";

// GET /api/blog/{idOrSlug} – one post by id or slug
export const GET = apiRoute<{ params: Promise<{ idOrSlug: string }> }>(
  async (_request, { params }) => {
    const { idOrSlug } = await params;
    return ok({ blog: toBlogJson(await getPost(blogKeySchema.parse(idOrSlug))) });
  },
  { sharedCache: true },
);
