/**
 * The list filters whose values live in the database: the shop's categories and learning topics,
 * and the blog's tags.
 * proxy.ts serves a list from its cached variant only for a value the store offers itself
 * (lib/cache/cached-variants.ts); a new category or tag counts at once, a made-up one never.
 */
import "server-only";
import { isPublishedTag } from "../blog/search";
import { isCatalogueCategory } from "../catalog/search";
import { isLearningTopic } from "../learning/topics";
import type { OfferedFilter } from "./cached-variants";
import { foundOnce } from "./found-once";

const LOOKUPS: Record<OfferedFilter, (value: string) => Promise<boolean>> = {
  category: isCatalogueCategory,
  topic: isLearningTopic,
  tag: isPublishedTag,
};

export const isOfferedValue = (filter: OfferedFilter, value: string): Promise<boolean> =>
  foundOnce(`${filter}:${value}`, () => LOOKUPS[filter](value));
