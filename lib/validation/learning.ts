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

/** A textarea of one item per line: its lines trimmed, blank ones dropped. */
const lines = (label: string, { max, hindi: inHindi = false }: { max: number; hindi?: boolean }) =>
  text({ error: `${label} are required` })
    .refine((value) => !inHindi || DEVANAGARI.test(value), `${label} must be written in Devanagari`)
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(text().max(400, `Each of the ${label.toLowerCase()} must be at most 400 characters`))
        .min(1, `${label} are required`)
        .max(max, `At most ${max} ${label.toLowerCase()}`),
    );

/** An activity sheet's texts, as its form's fields and its table's columns name them. */
export const ACTIVITY_SHEET_TEXTS = [
  "titleEn",
  "titleHi",
  "goalEn",
  "goalHi",
  "stepsEn",
  "stepsHi",
  "questionsEn",
  "questionsHi",
  "answersEn",
  "answersHi",
] as const;

const MAX_STEPS = 8;
const MAX_QUESTIONS = 8;

/** An activity sheet's texts as the admin's form sends them: its lists one item per line, as many in each language. */
export const activitySheetSchema = z
  .object({
    productId: recordIdSchema("Product ID"),
    topic: topicSlug,
    titleEn: required("English title", 120),
    titleHi: hindi("Hindi title", 120),
    goalEn: required("Goal (English)", 400),
    goalHi: hindi("Goal (Hindi)", 400),
    stepsEn: lines("Steps (English)", { max: MAX_STEPS }),
    stepsHi: lines("Steps (Hindi)", { max: MAX_STEPS, hindi: true }),
    questionsEn: lines("Questions (English)", { max: MAX_QUESTIONS }),
    questionsHi: lines("Questions (Hindi)", { max: MAX_QUESTIONS, hindi: true }),
    answersEn: lines("Answers (English)", { max: MAX_QUESTIONS }),
    answersHi: lines("Answers (Hindi)", { max: MAX_QUESTIONS }),
  })
  .refine((sheet) => sheet.stepsHi.length === sheet.stepsEn.length, {
    path: ["stepsHi"],
    message: "The Hindi steps must be as many as the English ones",
  })
  .refine((sheet) => sheet.questionsHi.length === sheet.questionsEn.length, {
    path: ["questionsHi"],
    message: "The Hindi questions must be as many as the English ones",
  })
  .refine((sheet) => sheet.answersEn.length === sheet.questionsEn.length, {
    path: ["answersEn"],
    message: "Each question needs its answer, on the same line number",
  })
  .refine((sheet) => sheet.answersHi.length === sheet.questionsEn.length, {
    path: ["answersHi"],
    message: "Each Hindi question needs its answer, on the same line number",
  });

export type ActivitySheetInput = z.output<typeof activitySheetSchema>;
