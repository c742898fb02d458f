/** A signed-in customer's view of reviewing one product: may they, and what became of theirs. */
import "server-only";
import { db } from "../db";
import type { ReviewStatus } from "../generated/prisma/enums";
import { hasReceivedProduct } from "./eligibility";

export interface OwnReview {
  rating: number;
  title: string;
  body: string;
  /** PENDING until moderated (again, after each edit); HIDDEN reviews are seen by their author alone. */
  status: ReviewStatus;
  updatedAt: number;
}

export interface ReviewStanding {
  /** Whether the customer received the product, and so may write or edit a review. */
  eligible: boolean;
  review: OwnReview | null;
}

export async function reviewStanding(userId: string, productId: string): Promise<ReviewStanding> {
  const [eligible, review] = await Promise.all([
    hasReceivedProduct(userId, productId),
    db().review.findUnique({
      where: { userId_productId: { userId, productId } },
      select: { rating: true, title: true, body: true, status: true, updatedAt: true },
    }),
  ]);
  return { eligible, review: review && { ...review, updatedAt: review.updatedAt.getTime() } };
}
