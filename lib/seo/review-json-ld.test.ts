import { describe, expect, it } from "vitest";
import type { PublicReview } from "../reviews/review";
import { reviewJsonLd } from "./review-json-ld";

const review: PublicReview = {
  id: "r1",
  rating: 4,
  title: "Good",
  body: "Teaches angles well.",
  reviewer: "Asha K.",
  verifiedPurchase: true,
  createdAt: Date.UTC(2026, 10, 22, 20, 0), // 23 Nov 2026, 01:30 in India
  reply: null,
  repliedAt: null,
};

describe("reviewJsonLd", () => {
  it("adds nothing for a product without approved reviews, so no rating is ever invented", () => {
    expect(reviewJsonLd({ count: 0, average: null, distribution: [] }, [])).toEqual({});
  });

  it("rates from the approved reviews, and lists them with their author as shown on the page", () => {
    const data = reviewJsonLd({ count: 2, average: 4.5, distribution: [] }, [review]);
    expect(data).toEqual({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        {
          "@type": "Review",
          name: "Good",
          reviewBody: "Teaches angles well.",
          datePublished: "2026-11-23",
          author: { "@type": "Person", name: "Asha K." },
          reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });
});
