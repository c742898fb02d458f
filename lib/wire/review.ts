/** Reviews on the wire (GET/POST /api/reviews, GET /api/reviews/mine): dates in epoch milliseconds. */
import { z } from "zod";
import { ReviewStatus } from "../generated/prisma/enums";
import type { PublicReview } from "../reviews/review";

export const publicReviewJson = z.object({
  _id: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  reviewer: z.string(),
  verifiedPurchase: z.literal(true),
  createdAt: z.number(),
  reply: z.string().nullable(),
  repliedAt: z.number().nullable(),
});
export type PublicReviewJson = z.infer<typeof publicReviewJson>;

export const reviewListResponse = z.object({
  reviews: z.array(publicReviewJson),
  count: z.number(),
  average: z.number().nullable(),
  distribution: z.array(z.object({ stars: z.number(), count: z.number() })),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});

export const reviewWriteResponse = z.object({
  review: z.object({ _id: z.string(), status: z.enum(ReviewStatus) }),
});

export const reviewStandingResponse = z.object({
  eligible: z.boolean(),
  review: z
    .object({
      rating: z.number(),
      title: z.string(),
      body: z.string(),
      status: z.enum(ReviewStatus),
      updatedAt: z.number(),
    })
    .nullable(),
});
export type ReviewStandingJson = z.infer<typeof reviewStandingResponse>;

/** `_id` as every other record on the wire (SPEC §3). */
export function toPublicReviewJson({ id, ...review }: PublicReview): PublicReviewJson {
  return { _id: id, ...review };
}
