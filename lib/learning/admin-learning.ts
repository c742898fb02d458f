/**
 * The admin's side of the learning map (#37): every topic with its titles and how many toys serve
 * it, a topic's titles edited, a product's links to topics made, reworded and removed, and each
 * link's activity sheet written and removed. Every write expires the map's cached pages (the
 * product pages carry its tag too).
 */
import "server-only";
import { CACHE_TAGS, expireCache } from "../cache/storefront-cache";
import { db } from "../db";
import type { ActivitySheet } from "../generated/prisma/client";
import { notFound } from "../http/errors";
import {
  ACTIVITY_SHEET_TEXTS,
  type ActivitySheetInput,
  type LearningLinkInput,
  type TopicTitles,
} from "../validation/learning";
import { classesName, classSpan } from "./learning-map";
import { TOPIC_ORDER } from "./topics";

export interface AdminTopic {
  slug: string;
  kind: "chapter" | "skill";
  /** "Class 10", or "Pre-school (Balvatika) to Class 2". */
  classes: string;
  /** "jemh1 ch. 8" for a chapter; the frameworks for a skill. */
  source: string;
  titleEn: string;
  titleHi: string;
  toys: number;
}

/** An activity sheet's texts as the admin's form shows them: its lists one item per line. */
export type AdminActivitySheet = Record<(typeof ACTIVITY_SHEET_TEXTS)[number], string>;

export interface AdminLearningLink {
  topic: string;
  topicName: string;
  howEn: string;
  howHi: string;
  sheet: AdminActivitySheet | null;
}

/** Every topic of the map, youngest classes first, chapters in their book's order. */
export async function listTopicsForAdmin(): Promise<AdminTopic[]> {
  const topics = await db().learningTopic.findMany({
    orderBy: TOPIC_ORDER,
    include: { _count: { select: { links: true } } },
  });
  return topics.map((topic) => ({
    slug: topic.slug,
    kind: topic.kind === "CHAPTER" ? "chapter" : "skill",
    classes: classesName(classSpan(topic), "en"),
    source: topic.kind === "CHAPTER" ? `${topic.textbookCode} ch. ${topic.number}` : (topic.framework ?? ""),
    titleEn: topic.titleEn,
    titleHi: topic.titleHi,
    toys: topic._count.links,
  }));
}

export async function saveTopicTitles({ slug, titleEn, titleHi }: TopicTitles): Promise<void> {
  const { count } = await db().learningTopic.updateMany({ where: { slug }, data: { titleEn, titleHi } });
  if (count === 0) throw notFound("No such topic in the learning map");
  expireCache(CACHE_TAGS.learning);
}

/** A sheet's columns as its form's texts: each list one item per line (activitySheetSchema splits them again). */
export const sheetFormTexts = (sheet: Pick<ActivitySheet, (typeof ACTIVITY_SHEET_TEXTS)[number]>): AdminActivitySheet =>
  Object.fromEntries(
    ACTIVITY_SHEET_TEXTS.map((field) => {
      const value = sheet[field];
      return [field, Array.isArray(value) ? value.join("\n") : value];
    }),
  ) as AdminActivitySheet;

/** A product's links, in the order the map lists its topics. */
export async function listProductLinks(productId: string): Promise<AdminLearningLink[]> {
  const links = await db().productLearningLink.findMany({
    where: { productId },
    include: { topic: true, sheet: true },
    orderBy: TOPIC_ORDER.map((order) => ({ topic: order })),
  });
  return links.map(({ topic, howEn, howHi, sheet }) => ({
    topic: topic.slug,
    topicName: `${classesName(classSpan(topic), "en")} · ${topic.titleEn}`,
    howEn,
    howHi,
    sheet: sheet && sheetFormTexts(sheet),
  }));
}

async function topicId(slug: string): Promise<string> {
  const topic = await db().learningTopic.findUnique({ where: { slug }, select: { id: true } });
  if (!topic) throw notFound("No such topic in the learning map");
  return topic.id;
}

/** Links the product to the topic with its sentences, or rewords the link it has. */
export async function saveProductLink({ productId, topic, howEn, howHi }: LearningLinkInput): Promise<void> {
  const [id, product] = await Promise.all([
    topicId(topic),
    db().product.findUnique({ where: { id: productId }, select: { id: true } }),
  ]);
  if (!product) throw notFound("No such product");
  await db().productLearningLink.upsert({
    where: { productId_topicId: { productId, topicId: id } },
    create: { productId, topicId: id, howEn, howHi },
    update: { howEn, howHi },
  });
  expireCache(CACHE_TAGS.learning);
}

export async function removeProductLink(productId: string, topic: string): Promise<void> {
  await db().productLearningLink.deleteMany({ where: { productId, topicId: await topicId(topic) } });
  expireCache(CACHE_TAGS.learning);
}

/** Writes the activity sheet of the product's link to the topic, or rewrites the one it has. */
export async function saveActivitySheet({ productId, topic, ...texts }: ActivitySheetInput): Promise<void> {
  const topicIdOfLink = await topicId(topic);
  const link = await db().productLearningLink.findUnique({
    where: { productId_topicId: { productId, topicId: topicIdOfLink } },
    select: { productId: true },
  });
  if (!link) throw notFound("Link the product to this chapter or skill first");
  await db().activitySheet.upsert({
    where: { productId_topicId: { productId, topicId: topicIdOfLink } },
    create: { productId, topicId: topicIdOfLink, ...texts },
    update: texts,
  });
  expireCache(CACHE_TAGS.learning);
}

export async function removeActivitySheet(productId: string, topic: string): Promise<void> {
  await db().activitySheet.deleteMany({ where: { productId, topicId: await topicId(topic) } });
  expireCache(CACHE_TAGS.learning);
}
