/**
 * Activity sheets (#37): a short guided activity with a toy for a topic it serves, with questions
 * and their answers, which anyone may print (./activity-sheet-pdf.ts). One per link of a product to
 * a topic, its texts in both languages; read here in one of them.
 */
import "server-only";
import { inLocale } from "../catalog/localized";
import { db } from "../db";
import type { Locale } from "../i18n/locales";
import { localizedPath } from "../i18n/addresses";
import { classSpan, type ClassLevel } from "./learning-map";
import { TOPIC_ORDER } from "./topics";

export interface ActivitySheet {
  product: { id: string; slug: string; name: string };
  topic: { slug: string; title: string; classes: { from: ClassLevel; to: ClassLevel }; chapter: number | null };
  title: string;
  goal: string;
  steps: string[];
  questions: { question: string; answer: string }[];
  /** When the sheet, its toy or its topic last changed: a printed copy is the same until then. */
  version: number;
}

/** Where a sheet is downloaded in `locale`: under its topic's page. */
export const activitySheetPath = (topicSlug: string, productId: string, locale: Locale) =>
  localizedPath(`/learn/${topicSlug}/activity-sheet/${productId}`, locale);

/** The sheet of this toy for this topic, in `locale`; null when the toy has none for it. */
export async function findActivitySheet(
  productId: string,
  topicSlug: string,
  locale: Locale,
): Promise<ActivitySheet | null> {
  const row = await db().activitySheet.findFirst({
    where: { productId, link: { topic: { slug: topicSlug } } },
    include: {
      link: {
        select: {
          product: {
            select: {
              id: true,
              slug: true,
              name: true,
              updatedAt: true,
              translations: { where: { locale }, select: { updatedAt: true } },
            },
          },
          topic: {
            select: {
              slug: true,
              titleEn: true,
              titleHi: true,
              classFrom: true,
              classTo: true,
              number: true,
              updatedAt: true,
            },
          },
        },
      },
    },
  });
  if (!row) return null;
  const { product, topic } = row.link;
  const [named] = await inLocale([{ id: product.id, name: product.name }], locale);
  const hindi = locale === "hi";
  const changes = [row.updatedAt, product.updatedAt, topic.updatedAt, ...product.translations.map((t) => t.updatedAt)];
  return {
    product: { id: product.id, slug: product.slug, name: named!.name },
    topic: {
      slug: topic.slug,
      title: hindi ? topic.titleHi : topic.titleEn,
      classes: classSpan(topic),
      chapter: topic.number,
    },
    title: hindi ? row.titleHi : row.titleEn,
    goal: hindi ? row.goalHi : row.goalEn,
    steps: hindi ? row.stepsHi : row.stepsEn,
    questions: (hindi ? row.questionsHi : row.questionsEn).map((question, index) => ({
      question,
      answer: (hindi ? row.answersHi : row.answersEn)[index]!,
    })),
    version: Math.max(...changes.map((date) => date.getTime())),
  };
}

/** A sheet as a link: which toy, which topic, its title, and its address (a path of the store). */
export interface SheetLink {
  productId: string;
  title: string;
  path: string;
}

/** The sheets of these toys, in `locale`: the toys in the order given, each toy's by the map's order of its topics. */
export async function listSheetsOf(productIds: string[], locale: Locale): Promise<SheetLink[]> {
  const rows = await db().activitySheet.findMany({
    where: { productId: { in: productIds } },
    select: { productId: true, titleEn: true, titleHi: true, link: { select: { topic: { select: { slug: true } } } } },
    orderBy: TOPIC_ORDER.map((order) => ({ link: { topic: order } })),
  });
  return productIds.flatMap((productId) =>
    rows
      .filter((row) => row.productId === productId)
      .map((row) => ({
        productId,
        title: locale === "hi" ? row.titleHi : row.titleEn,
        path: activitySheetPath(row.link.topic.slug, productId, locale),
      })),
  );
}
