/**
 * Seeds the learning map (#37) from prisma/seed-data: NCERT's books and chapters, the early years'
 * skills, what each seeded toy teaches and its activity sheets. Idempotent: books by code, topics
 * by slug, links and sheets by product and topic are upserted, so a run after an operator's edits
 * puts the repository's texts back.
 */
import { db } from "../lib/db";
import { activitySheets } from "./seed-data/activity-sheets";
import { learningLinks } from "./seed-data/learning-links";
import { chapters, foundationalSkills, textbooks } from "./seed-data/learning-map";

/** No topic yet, or no activity sheet: a store seeded before the map, or before its sheets. */
export async function isLearningMapEmpty(): Promise<boolean> {
  const [topics, sheets] = await Promise.all([db().learningTopic.count(), db().activitySheet.count()]);
  return topics === 0 || sheets === 0;
}

export async function seedLearningMap(): Promise<void> {
  for (const { code, classLevel, title, edition } of textbooks) {
    const data = { classLevel, titleEn: title.en, titleHi: title.hi, edition };
    await db().textbook.upsert({ where: { code }, create: { code, ...data }, update: data });
  }
  const topics = [
    ...chapters.map(({ slug, book, classLevel, number, title }) => ({
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
    ...foundationalSkills.map(({ slug, title, classes, framework }, position) => ({
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
  for (const { slug, data } of topics) {
    await db().learningTopic.upsert({ where: { slug }, create: { slug, ...data }, update: data });
  }

  const productIds = new Map(
    (await db().product.findMany({ select: { id: true, slug: true } })).map(({ id, slug }) => [slug, id]),
  );
  const topicIds = new Map(
    (await db().learningTopic.findMany({ select: { id: true, slug: true } })).map(({ id, slug }) => [slug, id]),
  );
  for (const { product, topic, how } of learningLinks) {
    const productId = productIds.get(product);
    const topicId = topicIds.get(topic);
    // A catalogue seeded before this toy was added has no row for it: its link waits for it.
    if (!productId || !topicId) continue;
    const data = { howEn: how.en, howHi: how.hi };
    await db().productLearningLink.upsert({
      where: { productId_topicId: { productId, topicId } },
      create: { productId, topicId, ...data },
      update: data,
    });
  }
  for (const { product, topic, title, goal, steps, questions } of activitySheets) {
    const productId = productIds.get(product);
    const topicId = topicIds.get(topic);
    if (!productId || !topicId) continue;
    const data = {
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
    };
    await db().activitySheet.upsert({
      where: { productId_topicId: { productId, topicId } },
      create: { productId, topicId, ...data },
      update: data,
    });
  }
}
