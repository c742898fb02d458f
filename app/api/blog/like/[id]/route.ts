import { likePost } from "@/lib/blog/posts";
import { readJson } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { blogKeySchema, likeBodySchema } from "@/lib/validation/blog";

// POST /api/blog/like/{id} – { action: "like" | "unlike" }; the count never goes below zero
export const POST = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  await limitByAddress(request, "blogLike");
  const id = blogKeySchema.parse((await params).id);
  const { action } = await readJson(request, likeBodySchema);
  return ok({ likes: await likePost(id, action) });
});
