/**
 * A review as the storefront shows it, and the mappers from database rows. Dates in epoch
 * milliseconds (cached reads travel through JSON).
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";

export interface PublicReview {
  id: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  /** "Asha K.": first name and last initial, never the whole name. */
  reviewer: string;
  /** Always true: only a customer who received the product can write one (./eligibility.ts). */
  verifiedPurchase: true;
  createdAt: number;
  /** The store's public answer, if any. */
  reply: string | null;
  repliedAt: number | null;
}

/** "Asha Kulkarni" → "Asha K."; a single name stays as it is. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? "Customer";
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export const publicReviewSelect = {
  id: true,
  rating: true,
  title: true,
  body: true,
  createdAt: true,
  reply: true,
  repliedAt: true,
  user: { select: { name: true } },
} satisfies Prisma.ReviewSelect;

type PublicReviewRow = Prisma.ReviewGetPayload<{ select: typeof publicReviewSelect }>;

export function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    reviewer: reviewerName(row.user.name),
    verifiedPurchase: true,
    createdAt: row.createdAt.getTime(),
    reply: row.reply,
    repliedAt: row.repliedAt?.getTime() ?? null,
  };
}
