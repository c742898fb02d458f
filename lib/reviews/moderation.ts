/**
 * The admin's review queue: pending reviews first, then approved and hidden ones, each newest
 * first; approving, hiding and replying. Each change expires the reviewed product's cached page at
 * once; approving and hiding also the shop's lists, whose ratings and rating order change with it.
 */
import "server-only";
import { containing, customerMatching } from "../admin/list-search";
import { oneOf, requestedPage, type ListParams } from "../admin/paging";
import { CACHE_TAGS, expireCache, productTag } from "../cache/storefront-cache";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { ReviewStatus } from "../generated/prisma/enums";
import { notFound } from "../http/errors";
import { searchText } from "../validation/text";

export const ADMIN_REVIEWS_PAGE_SIZE = 25;

export const REVIEW_STATUSES = Object.values(ReviewStatus);

export interface AdminReviewQuery {
  /** Only reviews in this state; all of them, pending first, when absent. */
  status?: ReviewStatus;
  /** Part of the product's name, the review's title, or the customer's name or e-mail. */
  search?: string;
  page?: number;
}

/** The reviews list's filters as its address carries them (`?status=&q=&page=`). */
export const adminReviewQuery = (params: ListParams): AdminReviewQuery => ({
  status: oneOf(REVIEW_STATUSES, params.status),
  search: searchText().parse(params.q),
  page: requestedPage(params.page),
});

/** The one definition of what the list shows for a query: the list and every count of it read this. */
function adminReviewWhere({ status, search }: AdminReviewQuery): Prisma.ReviewWhereInput {
  const text = search?.trim();
  return {
    ...(status ? { status } : {}),
    ...(text
      ? { OR: [{ product: { name: containing(text) } }, { title: containing(text) }, { user: customerMatching(text) }] }
      : {}),
  };
}

/** How many reviews the list shows for this query, over all its pages. */
export const countReviewsForAdmin = (query: AdminReviewQuery) => db().review.count({ where: adminReviewWhere(query) });

export async function listReviewsForAdmin(query: AdminReviewQuery) {
  const { page = 1 } = query;
  const where = adminReviewWhere(query);
  const [pending, total] = await Promise.all([
    countReviewsForAdmin({ status: "PENDING" }),
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

/** Saves a change to a review; answers the product reviewed. */
async function updateReview(
  reviewId: string,
  data: Parameters<ReturnType<typeof db>["review"]["update"]>[0]["data"],
): Promise<string> {
  const review = await db().review.findUnique({ where: { id: reviewId }, select: { productId: true } });
  const { count } = await db().review.updateMany({ where: { id: reviewId }, data });
  if (!review || count === 0) throw notFound("Review not found");
  return review.productId;
}

/** Publishes a review, or (HIDDEN) takes it off the storefront; its author still sees it and its state. */
export async function moderateReview(reviewId: string, status: Exclude<ReviewStatus, "PENDING">): Promise<void> {
  const productId = await updateReview(reviewId, { status });
  // The product's count and average, and the shop's ratings, rating sort and filter (lib/catalog/search.ts).
  expireCache(productTag(productId), CACHE_TAGS.reviews, CACHE_TAGS.catalogue);
}

/** The store's public answer under a review; an empty reply removes it. Only the product's page shows it. */
export async function replyToReview(reviewId: string, reply: string): Promise<void> {
  const productId = await updateReview(
    reviewId,
    reply ? { reply, repliedAt: new Date() } : { reply: null, repliedAt: null },
  );
  expireCache(productTag(productId));
}
