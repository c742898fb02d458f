/**
 * The admin's review queue: pending reviews first, then approved and hidden ones, each newest
 * first; approving, hiding and replying. Each change expires the storefront's cached reviews and
 * catalogue, so the product page's count and average and the shop's rating order update at once.
 */
import "server-only";
import { CACHE_TAGS, expireCache } from "../cache/storefront-cache";
import { db } from "../db";
import type { ReviewStatus } from "../generated/prisma/enums";
import { notFound } from "../http/errors";

export const ADMIN_REVIEWS_PAGE_SIZE = 25;

export interface AdminReviewQuery {
  /** Only reviews in this state; all of them, pending first, when absent. */
  status?: ReviewStatus;
  page?: number;
}

export async function listReviewsForAdmin({ status, page = 1 }: AdminReviewQuery) {
  const where = status ? { status } : {};
  const [pending, total] = await Promise.all([
    db().review.count({ where: { status: "PENDING" } }),
    db().review.count({ where }),
  ]);
  const rows = await db().review.findMany({
    where,
    select: {
      id: true,
      rating: true,
      title: true,
      body: true,
      status: true,
      reply: true,
      createdAt: true,
      product: { select: { id: true, name: true } },
      user: { select: { name: true, email: true } },
    },
    // PostgreSQL sorts an enum in its declared order: PENDING, APPROVED, HIDDEN.
    orderBy: [{ status: "asc" }, { updatedAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
    take: ADMIN_REVIEWS_PAGE_SIZE,
  });
  return { reviews: rows, total, pending, pages: Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE)) };
}

export type AdminReviewRow = Awaited<ReturnType<typeof listReviewsForAdmin>>["reviews"][number];

async function updateReview(reviewId: string, data: Parameters<ReturnType<typeof db>["review"]["update"]>[0]["data"]) {
  const { count } = await db().review.updateMany({ where: { id: reviewId }, data });
  if (count === 0) throw notFound("Review not found");
  // The shop's rating sort and filter (lib/catalog/search.ts) read the averages too.
  expireCache(CACHE_TAGS.reviews, CACHE_TAGS.catalogue);
}

/** Publishes a review, or (HIDDEN) takes it off the storefront; its author still sees it and its state. */
export async function moderateReview(reviewId: string, status: Exclude<ReviewStatus, "PENDING">): Promise<void> {
  await updateReview(reviewId, { status });
}

/** The store's public answer under a review; an empty reply removes it. */
export async function replyToReview(reviewId: string, reply: string): Promise<void> {
  await updateReview(reviewId, reply ? { reply, repliedAt: new Date() } : { reply: null, repliedAt: null });
}
