/** The product page's reviews as the server renders them: summary, distribution, list and pages. */
export const reviews = {
  heading: "Customer reviews",
  none: "No reviews yet.",
  outOfFive: "out of 5",
  basedOn: "Based on {count, plural, one {# review} other {# reviews}} from verified buyers",
  distribution: "Reviews by number of stars",
  stars: "{stars} star",
  rated: "Rated {rating} out of 5",
  list: "Reviews",
  verified: "Verified purchase",
  reply: "Reply from the store",
  pages: "Review pages",
  newer: "Newer reviews",
  pageOf: "Page {page} of {pages}",
  older: "Older reviews",
};
