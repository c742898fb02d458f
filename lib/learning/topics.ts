/**
 * The learning map as the storefront reads it (#37): the topics of a class, one topic with the toys
 * that serve it, and the topics a product serves, each in the shopper's language. The cached copies
 * carry the map's tag and the catalogue's (a topic's toys show their price and stock).
 */
import "server-only";
import { CACHE_TAGS, cachedRead } from "../cache/storefront-cache";
import { summarySelect, toSummary, type ProductSummary } from "../catalog/product";
import { inLocale } from "../catalog/localized";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { Locale } from "../i18n/locales";
import { CLASS_LEVELS, classSlug, classSpan, type ClassLevel } from "./learning-map";

export interface TopicSummary {
  slug: string;
  kind: "chapter" | "skill";
  title: string;
  classes: { from: ClassLevel; to: ClassLevel };
  /** A chapter's number in its book, the book's title and its edition's session ("2023-24"); null for a skill. */
  chapter: { number: number; book: string; edition: string } | null;
  /** A skill: where the frameworks name it. */
  framework: string | null;
}

/** A link's activity sheet, by its title in the shopper's language (./activity-sheets.ts prints it). */
export interface SheetTitle {
  title: string;
}

/** A toy that serves a topic, and how it does, in the shopper's language. */
export interface TopicToy {
  product: ProductSummary;
  how: string;
  sheet: SheetTitle | null;
}

export interface TopicWithToys extends TopicSummary {
  toys: TopicToy[];
}

/** A topic a product serves, and how it does. */
export interface ServedTopic extends TopicSummary {
  how: string;
  sheet: SheetTitle | null;
}

const topicSelect = {
  id: true,
  slug: true,
  kind: true,
  number: true,
  classFrom: true,
  classTo: true,
  titleEn: true,
  titleHi: true,
  framework: true,
  textbook: { select: { titleEn: true, titleHi: true, edition: true } },
} satisfies Prisma.LearningTopicSelect;

type TopicRow = Prisma.LearningTopicGetPayload<{ select: typeof topicSelect }>;

/**
 * The map's one order: youngest classes first, a class's skills before its chapters (there are
 * none of both yet), a class's books by their codes (Part I before Part II), chapters in their
 * book's order and skills in theirs.
 */
export const TOPIC_ORDER = [
  { classFrom: "asc" },
  { kind: "desc" },
  { textbookCode: "asc" },
  { number: "asc" },
  { position: "asc" },
] satisfies Prisma.LearningTopicOrderByWithRelationInput[];

/** Whether a stored topic's span of classes takes in `level`. */
const spans = (topic: { classFrom: number; classTo: number }, level: ClassLevel) =>
  topic.classFrom <= level && level <= topic.classTo;

/** The classes some of these topics span, youngest first. */
const classesSpanned = (topics: { classFrom: number; classTo: number }[]) =>
  CLASS_LEVELS.filter((level) => topics.some((topic) => spans(topic, level)));

const inLanguage = (texts: { titleEn: string; titleHi: string }, locale: Locale) =>
  locale === "hi" ? texts.titleHi : texts.titleEn;

const sheetSelect = { select: { titleEn: true, titleHi: true } } as const;
const sheetTitle = (sheet: { titleEn: string; titleHi: string } | null, locale: Locale): SheetTitle | null =>
  sheet && { title: inLanguage(sheet, locale) };

function toTopicSummary(row: TopicRow, locale: Locale): TopicSummary {
  return {
    slug: row.slug,
    kind: row.kind === "CHAPTER" ? "chapter" : "skill",
    title: inLanguage(row, locale),
    classes: classSpan(row),
    chapter:
      row.number !== null && row.textbook
        ? { number: row.number, book: inLanguage(row.textbook, locale), edition: row.textbook.edition }
        : null,
    framework: row.framework,
  };
}

/** The topics `where` names, each with its toys (a toy's own listing order), in `locale`. */
async function topicsWithToys(where: Prisma.LearningTopicWhereInput, locale: Locale): Promise<TopicWithToys[]> {
  const rows = await db().learningTopic.findMany({
    where,
    orderBy: TOPIC_ORDER,
    select: {
      ...topicSelect,
      links: {
        select: { howEn: true, howHi: true, sheet: sheetSelect, product: { select: summarySelect } },
        orderBy: { product: { name: "asc" } },
      },
    },
  });
  const products = await inLocale(
    rows.flatMap((row) => row.links.map((link) => toSummary(link.product))),
    locale,
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  return rows.map((row) => ({
    ...toTopicSummary(row, locale),
    toys: row.links.map((link) => ({
      product: byId.get(link.product.id)!,
      how: locale === "hi" ? link.howHi : link.howEn,
      sheet: sheetTitle(link.sheet, locale),
    })),
  }));
}

/** A class's topics with their toys: its book's chapters, and the skills of the years it is in. */
export function listClassTopics(level: ClassLevel, locale: Locale): Promise<TopicWithToys[]> {
  return topicsWithToys({ classFrom: { lte: level }, classTo: { gte: level } }, locale);
}

/** One topic by its address, with its toys; null when the map has none there. */
export async function findTopic(slug: string, locale: Locale): Promise<TopicWithToys | null> {
  const [topic] = await topicsWithToys({ slug }, locale);
  return topic ?? null;
}

/** The classes the map has topics for, youngest first. */
export async function listMappedClasses(): Promise<ClassLevel[]> {
  const topicSpans = await db().learningTopic.findMany({
    select: { classFrom: true, classTo: true },
    distinct: ["classFrom", "classTo"],
  });
  return classesSpanned(topicSpans);
}

/** A class as /learn lists it: whether it goes by chapters or by skills, how many, and how many toys serve them. */
export interface ClassSummary {
  level: ClassLevel;
  hasChapters: boolean;
  topics: number;
  toys: number;
}

/** Every mapped class's summary, youngest first, in one read (a class's page reads its topics' toys). */
export async function listClassSummaries(): Promise<ClassSummary[]> {
  const rows = await db().learningTopic.findMany({
    select: { kind: true, classFrom: true, classTo: true, links: { select: { productId: true } } },
  });
  return classesSpanned(rows).map((level) => {
    const topics = rows.filter((row) => spans(row, level));
    const toys = new Set(topics.flatMap((topic) => topic.links.map((link) => link.productId)));
    return {
      level,
      hasChapters: topics.some((topic) => topic.kind === "CHAPTER"),
      topics: topics.length,
      toys: toys.size,
    };
  });
}

/** The topics a product serves, and how, in `locale`. */
export async function listServedTopics(productId: string, locale: Locale): Promise<ServedTopic[]> {
  const links = await db().productLearningLink.findMany({
    where: { productId },
    select: { howEn: true, howHi: true, sheet: sheetSelect, topic: { select: topicSelect } },
    orderBy: TOPIC_ORDER.map((order) => ({ topic: order })),
  });
  return links.map((link) => ({
    ...toTopicSummary(link.topic, locale),
    how: locale === "hi" ? link.howHi : link.howEn,
    sheet: sheetTitle(link.sheet, locale),
  }));
}

/** A topic the shop's filter offers. */
export interface TopicChoice {
  slug: string;
  title: string;
  classes: { from: ClassLevel; to: ClassLevel };
}

/** The classes and topics the shop can be filtered by: those some toy serves, in the map's order. */
export async function listLearningChoices(locale: Locale): Promise<{ classes: ClassLevel[]; topics: TopicChoice[] }> {
  const rows = await db().learningTopic.findMany({
    where: { links: { some: {} } },
    orderBy: TOPIC_ORDER,
    select: { slug: true, titleEn: true, titleHi: true, classFrom: true, classTo: true },
  });
  return {
    classes: classesSpanned(rows),
    topics: rows.map((row) => ({ slug: row.slug, title: inLanguage(row, locale), classes: classSpan(row) })),
  };
}

/** Whether the map has a topic at this address (a shop filter proxy.ts may cache). */
export async function isLearningTopic(slug: string): Promise<boolean> {
  return (await db().learningTopic.findUnique({ where: { slug }, select: { id: true } })) !== null;
}

/** The map's pages search engines are given: /learn, each mapped class, and each topic some toy serves. */
export async function listIndexedLearnPages(): Promise<{ path: string; lastModified?: Date }[]> {
  const [classes, topics] = await Promise.all([
    listMappedClasses(),
    db().learningTopic.findMany({ where: { links: { some: {} } }, select: { slug: true, updatedAt: true } }),
  ]);
  return [
    { path: "/learn" },
    ...classes.map((level) => ({ path: `/learn/${classSlug(level)}` })),
    ...topics.map((topic) => ({ path: `/learn/${topic.slug}`, lastModified: topic.updatedAt })),
  ];
}

const MAP_AND_CATALOGUE = [CACHE_TAGS.learning, CACHE_TAGS.catalogue];

export const cachedClassTopics = cachedRead("learning-class", () => MAP_AND_CATALOGUE, listClassTopics);
export const cachedTopic = cachedRead("learning-topic", () => MAP_AND_CATALOGUE, findTopic);
export const cachedClassSummaries = cachedRead("learning-class-summaries", () => MAP_AND_CATALOGUE, listClassSummaries);
export const cachedLearningChoices = cachedRead("learning-choices", () => MAP_AND_CATALOGUE, listLearningChoices);
export const cachedServedTopics = cachedRead("learning-served", () => [CACHE_TAGS.learning], listServedTopics);
