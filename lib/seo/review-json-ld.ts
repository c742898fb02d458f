/**
 * A product's AggregateRating and Review structured data (schema.org), from its approved reviews
 * only: with none, there is nothing to add, so search engines are never shown an invented rating.
 */
import type { PublicReview } from "../reviews/review";
import type { ReviewSummary } from "../reviews/public-reviews";
import { indianIsoDay } from "../dates";

export function reviewJsonLd(summary: ReviewSummary, reviews: PublicReview[]): Record<string, unknown> {
  if (summary.count === 0 || summary.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      name: review.title,
      reviewBody: review.body,
      datePublished: indianIsoDay(review.createdAt),
      author: { "@type": "Person", name: review.reviewer },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
