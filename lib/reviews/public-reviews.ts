/**
 * What the storefront shows of reviews: approved ones only, newest first, with the count, the
 * average and the star distribution. Nothing here is ever invented: no reviews, no rating.
 */
import "server-only";
import { CACHE_TAGS, cachedRead, productTag } from "../cache/storefront-cache";
import { db } from "../db";
import { publicReviewSelect, toPublicReview, type PublicReview } from "./review";

export const REVIEWS_PER_PAGE = 10;

export interface ReviewStats {
  count: number;
  /** Mean stars to one decimal; null when there are no approved reviews. */
  average: number | null;
}

export interface ReviewSummary extends ReviewStats {
  /** How many approved reviews gave each number of stars, 5 first. */
  distribution: { stars: number; count: number }[];
}

export interface ReviewPage {
  reviews: PublicReview[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

const APPROVED = { status: "APPROVED" } as const;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function reviewSummary(productId: string): Promise<ReviewSummary> {
  const groups = await db().review.groupBy({
    by: ["rating"],
    where: { productId, ...APPROVED },
    _count: { _all: true },
  });
  const countOf = (stars: number) => groups.find((group) => group.rating === stars)?._count._all ?? 0;
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: countOf(stars) }));
  const count = distribution.reduce((sum, row) => sum + row.count, 0);
  const stars = distribution.reduce((sum, row) => sum + row.stars * row.count, 0);
  return { count, average: count === 0 ? null : oneDecimal(stars / count), distribution };
}

/** One page of a product's approved reviews, newest first; a page past the end is empty. */
export async function listApprovedReviews(productId: string, page: number): Promise<ReviewPage> {
  const where = { productId, ...APPROVED };
  const [rows, total] = await Promise.all([
    db().review.findMany({
      where,
      select: publicReviewSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * REVIEWS_PER_PAGE,
      take: REVIEWS_PER_PAGE,
    }),
    db().review.count({ where }),
  ]);
  return {
    reviews: rows.map(toPublicReview),
    pagination: { page, limit: REVIEWS_PER_PAGE, total, pages: Math.ceil(total / REVIEWS_PER_PAGE) },
  };
}

/** Count and average per product, for product cards; products without approved reviews are absent. */
export async function reviewStatsFor(productIds: string[]): Promise<Record<string, ReviewStats>> {
  if (productIds.length === 0) return {};
  const groups = await db().review.groupBy({
    by: ["productId"],
    where: { productId: { in: productIds }, ...APPROVED },
    _count: { _all: true },
    _avg: { rating: true },
  });
  return Object.fromEntries(
    groups.map((group) => [group.productId, { count: group._count._all, average: oneDecimal(group._avg.rating ?? 0) }]),
  );
}

/** A product's own reviews are part of its page: they carry its tag, not every product's. */
const ofProduct = ([productId]: [string, ...unknown[]]) => [productTag(productId)];

export const cachedReviewSummary = cachedRead("review-summary", ofProduct, reviewSummary);
export const cachedApprovedReviews = cachedRead("approved-reviews", ofProduct, listApprovedReviews);
export const cachedReviewStatsFor = cachedRead("review-stats", CACHE_TAGS.reviews, reviewStatsFor);
