import { requireUser } from "@/lib/auth/session";
import { readJson, readQuery } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { listApprovedReviews, reviewSummary } from "@/lib/reviews/public-reviews";
import { writeReview } from "@/lib/reviews/write-review";
import { reviewBodySchema, reviewListQuerySchema } from "@/lib/validation/reviews";
import { toPublicReviewJson } from "@/lib/wire/review";

// GET /api/reviews?productId=&page= – a product's approved reviews, newest first, 10 a page,
// with their count, average (one decimal, null when none) and star distribution
export const GET = apiRoute(async (request) => {
  const { productId, page } = readQuery(request, reviewListQuerySchema);
  const [summary, list] = await Promise.all([reviewSummary(productId), listApprovedReviews(productId, page)]);
  return ok({ ...summary, reviews: list.reviews.map(toPublicReviewJson), pagination: list.pagination });
});

// POST /api/reviews { productId, rating, title, body } – writes the caller's review of a product
// they received, or edits it (one per customer and product); either way it awaits moderation
export const POST = apiRoute(async (request) => {
  await limitByAddress(request, "reviewWrite");
  const caller = await requireUser(request);
  const input = await readJson(request, reviewBodySchema);
  const { id, status, created } = await writeReview(caller, input);
  return ok({ review: { _id: id, status } }, { status: created ? 201 : 200 });
});
