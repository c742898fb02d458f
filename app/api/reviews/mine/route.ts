import { requireUser } from "@/lib/auth/session";
import { readQuery } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { reviewStanding } from "@/lib/reviews/own-review";
import { ownReviewQuerySchema } from "@/lib/validation/reviews";

// GET /api/reviews/mine?productId= – whether the caller may review the product, and their review
// with its moderation state (PENDING, APPROVED or HIDDEN), or null
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { productId } = readQuery(request, ownReviewQuerySchema);
  const { eligible, review } = await reviewStanding(caller.id, productId);
  return ok({ eligible, review });
});
