/**
 * The review counts the shop shows are decoration, not data (SPEC §2: a random number from 50 to
 * 249). They never go into structured data or the API.
 */
export const DECORATIVE_REVIEWS = { min: 50, max: 249 } as const;

export function decorativeReviewCount(random: () => number = Math.random): number {
  const { min, max } = DECORATIVE_REVIEWS;
  return min + Math.floor(random() * (max - min + 1));
}
