/**
 * The admin's edits of the learning map (#37): a topic's titles and a product's link to a topic,
 * each in both languages. The Hindi must be written in Devanagari: a Hindi page shows it as it is.
 */
import { z } from "zod";
import { recordIdSchema } from "./ids";
import { text } from "./text";

const DEVANAGARI = /[\u0900-\u097F]/;

const required = (label: string, max: number) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const hindi = (label: string, max: number) =>
  required(label, max).regex(DEVANAGARI, `${label} must be written in Devanagari`);

/** The shape of a topic's address on /learn: "class-10-introduction-to-trigonometry". */
export const TOPIC_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A topic's address on /learn. */
const topicSlug = text({ error: "Topic is required" })
  .trim()
  .min(1, "Topic is required")
  .max(120, "Topic is not valid")
  .regex(TOPIC_SLUG, "Topic is not valid");

export const topicTitlesSchema = z.object({
  slug: topicSlug,
  titleEn: required("English title", 120),
  titleHi: hindi("Hindi title", 120),
});

export type TopicTitles = z.output<typeof topicTitlesSchema>;

export const learningLinkSchema = z.object({
  productId: recordIdSchema("Product ID"),
  topic: topicSlug,
  howEn: required("How it helps (English)", 600),
  howHi: hindi("How it helps (Hindi)", 600),
});

export type LearningLinkInput = z.output<typeof learningLinkSchema>;

export const learningLinkKeySchema = learningLinkSchema.pick({ productId: true, topic: true });
