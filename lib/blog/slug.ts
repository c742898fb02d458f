import { slugify } from "../slug";

/**
 * Blog slugs: the rule every stored slug follows, and the slug suggested from a title. Pure, so
 * the admin form can show the suggestion as the title is typed.
 */

/** Lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Slugs that would collide with the blog API's own paths (/api/blog/all, /api/blog/popular…). */
const RESERVED_SLUGS = new Set(["all", "popular", "author", "like"]);

export const SLUG_RULE = "A slug is lowercase words joined by hyphens, and not all, popular, author or like";

export const MAX_SLUG_LENGTH = 100;

export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug);
}

/** "Teaching Sine & Cosine, Class 10!" → "teaching-sine-cosine-class-10". */
export const slugFromTitle = (title: string) => slugify(title, MAX_SLUG_LENGTH);
