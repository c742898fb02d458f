/**
 * Seeds the learning map (#37) from prisma/seed-data: NCERT's books and chapters, the early years'
 * skills, what each seeded toy teaches and its activity sheets. `seedLearningMap` puts the
 * repository's texts back over an operator's edits (books by code, topics by slug, links and sheets
 * by product and topic are upserted); `addNewLearningTopics` only adds the topics a store does not
 * have yet, with their toys and sheets, and leaves the rest as it is. `updateLearningMap` (each
 * `npm start`, and `npm run db:learning-map` for a store started otherwise) does whichever applies.
 */
import { pathToFileURL } from "node:url";
import { db } from "../lib/db";
import type { ActivitySheetSeed } from "./seed-data/activity-sheets/types";
import { activitySheets } from "./seed-data/activity-sheets";
import { learningLinks, type LearningLinkSeed } from "./seed-data/learning-links";
import { chapters, foundationalSkills, textbooks } from "./seed-data/learning-map";

/** The map as the repository keeps it (a test seeds one of its own). */
export interface LearningMapSeed {
  textbooks: typeof textbooks;
  chapters: typeof chapters;
  foundationalSkills: typeof foundationalSkills;
  links: LearningLinkSeed[];
  sheets: ActivitySheetSeed[];
}

const REPOSITORY_MAP: LearningMapSeed = {
  textbooks,
  chapters,
  foundationalSkills,
  links: learningLinks,
  sheets: activitySheets,
};

/** No topic yet, or no activity sheet: a store seeded before the map, or before its sheets. */
async function isLearningMapEmpty(): Promise<boolean> {
  const [topics, sheets] = await Promise.all([db().learningTopic.count(), db().activitySheet.count()]);
  return topics === 0 || sheets === 0;
}

function topicRows(map: LearningMapSeed) {
  return [
    ...map.chapters.map(({ slug, book, classLevel, number, title }) => ({
      slug,
      data: {
        kind: "CHAPTER" as const,
        textbookCode: book,
        number,
        classFrom: classLevel,
        classTo: classLevel,
        titleEn: title.en,
        titleHi: title.hi,
      },
    })),
    ...map.foundationalSkills.map(({ slug, title, classes, framework }, position) => ({
      slug,
      data: {
        kind: "SKILL" as const,
        classFrom: classes.from,
        classTo: classes.to,
        titleEn: title.en,
        titleHi: title.hi,
        framework,
        position,
      },
    })),
  ];
}

async function saveBooks(map: LearningMapSeed): Promise<void> {
  for (const { code, classLevel, title, edition } of map.textbooks) {
    const data = { classLevel, titleEn: title.en, titleHi: title.hi, edition };
    await db().textbook.upsert({ where: { code }, create: { code, ...data }, update: data });
  }
}

/** A seeded sheet as its table's columns. */
export const sheetColumns = ({ title, goal, steps, questions }: ActivitySheetSeed) => ({
  titleEn: title.en,
  titleHi: title.hi,
  goalEn: goal.en,
  goalHi: goal.hi,
  stepsEn: steps.map((step) => step.en),
  stepsHi: steps.map((step) => step.hi),
  questionsEn: questions.map(({ question }) => question.en),
  questionsHi: questions.map(({ question }) => question.hi),
  answersEn: questions.map(({ answer }) => answer.en),
  answersHi: questions.map(({ answer }) => answer.hi),
});

/** The links and sheets of the topics `of` names: each toy seeded in this catalogue, and what it teaches there. */
async function saveLinksAndSheets(map: LearningMapSeed, of: (topic: string) => boolean): Promise<void> {
  const productIds = new Map(
    (await db().product.findMany({ select: { id: true, slug: true } })).map(({ id, slug }) => [slug, id]),
  );
  const topicIds = new Map(
    (await db().learningTopic.findMany({ select: { id: true, slug: true } })).map(({ id, slug }) => [slug, id]),
  );
  // A catalogue seeded before a toy was added has no row for it: its link waits for it.
  const ids = ({ product, topic }: { product: string; topic: string }) => {
    const productId = productIds.get(product);
    const topicId = topicIds.get(topic);
    return productId && topicId && of(topic) ? { productId, topicId } : null;
  };
  for (const link of map.links) {
    const key = ids(link);
    if (!key) continue;
    const data = { howEn: link.how.en, howHi: link.how.hi };
    await db().productLearningLink.upsert({
      where: { productId_topicId: key },
      create: { ...key, ...data },
      update: data,
    });
  }
  for (const sheet of map.sheets) {
    const key = ids(sheet);
    if (!key) continue;
    const data = sheetColumns(sheet);
    await db().activitySheet.upsert({ where: { productId_topicId: key }, create: { ...key, ...data }, update: data });
  }
}

/**
 * Adds the repository's topics the store lacks, and answers their slugs. `rewrite`: also puts the
 * repository's texts back over the others, each only where it differs: a topic's update time
 * versions the activity sheets printed with its title, which a re-seed must not expire.
 */
async function saveTopics(map: LearningMapSeed, { rewrite }: { rewrite: boolean }): Promise<string[]> {
  const rows = topicRows(map);
  const stored = new Map(
    (await db().learningTopic.findMany({ where: { slug: { in: rows.map(({ slug }) => slug) } } })).map((row) => [
      row.slug,
      row as Record<string, unknown>,
    ]),
  );
  const missing = rows.filter(({ slug }) => !stored.has(slug));
  // Two starts at once may both find a topic missing: the second's is skipped.
  await db().learningTopic.createMany({
    data: missing.map(({ slug, data }) => ({ slug, ...data })),
    skipDuplicates: true,
  });
  for (const { slug, data } of rewrite ? rows : []) {
    const row = stored.get(slug);
    if (row && Object.entries(data).some(([column, value]) => row[column] !== value)) {
      await db().learningTopic.update({ where: { slug }, data });
    }
  }
  return missing.map(({ slug }) => slug);
}

export async function seedLearningMap(map: LearningMapSeed = REPOSITORY_MAP): Promise<void> {
  await saveBooks(map);
  await saveTopics(map, { rewrite: true });
  await saveLinksAndSheets(map, () => true);
}

/**
 * The topics the repository's map has gained since the store was seeded (a class's chapters
 * newly confirmed), with their toys and sheets, and the books as the repository has them. The
 * topics already there keep the operator's titles, links and sheets. Returns the slugs added.
 */
export async function addNewLearningTopics(map: LearningMapSeed = REPOSITORY_MAP): Promise<string[]> {
  // Books are NCERT's, not the operator's to edit: the repository's are put back each time.
  await saveBooks(map);
  const added = await saveTopics(map, { rewrite: false });
  if (added.length > 0) await saveLinksAndSheets(map, (topic) => added.includes(topic));
  return added;
}

/** An empty map seeded whole (a store seeded before the map, or its sheets); else the topics new in the repository added. */
export async function updateLearningMap(): Promise<{ seeded: true } | { seeded: false; added: string[] }> {
  if (await isLearningMapEmpty()) {
    await seedLearningMap();
    return { seeded: true };
  }
  return { seeded: false, added: await addNewLearningTopics() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const update = await updateLearningMap();
  console.log(
    update.seeded ? "Seeded the learning map." : `Added ${update.added.length} new topics to the learning map.`,
  );
  await db().$disconnect();
}
