/**
 * Writing a review (POST /api/reviews). One per customer and product: a second call edits the
 * first, and any edit sends it back to PENDING, so nothing is published without moderation.
 */
import "server-only";
import type { Caller } from "../auth/session";
import { CACHE_TAGS, expireCache, productTag } from "../cache/storefront-cache";
import { db } from "../db";
import type { ReviewStatus } from "../generated/prisma/enums";
import { forbidden, notFound } from "../http/errors";
import { spendReviewBudget } from "../limits/rate-limits";
import { NOT_ELIGIBLE_MESSAGE, type ReviewInput } from "../validation/reviews";
import { hasReceivedProduct } from "./eligibility";
import { validationMessage } from "../validation/error-messages";

export interface WrittenReview {
  id: string;
  status: ReviewStatus;
  /** False when this call edited the customer's earlier review. */
  created: boolean;
}

export async function writeReview(caller: Caller, input: ReviewInput): Promise<WrittenReview> {
  const { productId, rating, title, body } = input;
  const product = await db().product.findUnique({ where: { id: productId }, select: { id: true } });
  if (!product) throw notFound(validationMessage("productNotFound"));
  if (!(await hasReceivedProduct(caller.id, productId))) throw forbidden(NOT_ELIGIBLE_MESSAGE);
  // Counted only once the request is allowed: refusals cost the account nothing.
  await spendReviewBudget(caller.id);

  const key = { userId_productId: { userId: caller.id, productId } };
  const earlier = await db().review.findUnique({ where: key, select: { status: true } });
  const content = { rating, title, body, status: "PENDING" as const };
  const review = await db().review.upsert({
    where: key,
    create: { userId: caller.id, productId, ...content },
    update: content,
    select: { id: true, status: true },
  });
  // An approved review that is edited leaves the public list until it is approved again.
  if (earlier?.status === "APPROVED") expireCache(productTag(productId), CACHE_TAGS.reviews, CACHE_TAGS.catalogue);
  return { ...review, created: earlier === null };
}
