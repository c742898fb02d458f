/**
 * #37: a store seeded before the map gained a class's chapters gets them, with their toys and
 * activity sheets, on its next start, and keeps what its operator changed in the rest.
 */
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "../lib/db";
import { createProduct } from "../test/support/users-and-products";
import type { ActivitySheetSeed } from "./seed-data/activity-sheets/types";
import { addNewLearningTopics, seedLearningMap, type LearningMapSeed } from "./seed-learning-map";

const stamp = randomBytes(4).toString("hex");
const book = {
  code: `test${stamp}`,
  classLevel: 12 as const,
  title: { en: "Test Book", hi: "जाँच की पुस्तक" },
  edition: "2026-27",
};
const chapter = (number: number, en: string, hi: string) => ({
  slug: `class-12-test-${stamp}-${number}`,
  book: book.code,
  classLevel: 12 as const,
  number,
  title: { en, hi },
});
const older = chapter(1, "Counting", "गिनती");
const newer = chapter(2, "Measuring", "मापना");
const how = { en: "It helps.", hi: "यह मदद करता है।" };
const line = { en: "Count the beads.", hi: "मोती गिनिए।" };
const sheet = (topic: string, product: string): ActivitySheetSeed => ({
  product,
  topic,
  title: line,
  goal: line,
  steps: [line],
  questions: [{ question: line, answer: line }],
});

const map = (chapters: ReturnType<typeof chapter>[], product: string): LearningMapSeed => ({
  textbooks: [book],
  chapters,
  foundationalSkills: [],
  links: chapters.map(({ slug }) => ({ product, topic: slug, how })),
  sheets: chapters.map(({ slug }) => sheet(slug, product)),
});

afterAll(async () => {
  await db().learningTopic.deleteMany({ where: { textbookCode: book.code } });
  await db().textbook.delete({ where: { code: book.code } });
});

describe("seeding the map again", () => {
  it("rewrites a topic only where the repository's differs, so its sheets' versions stand", async () => {
    const { slug: product } = await createProduct();
    const only = chapter(3, "Shapes", "आकृतियाँ");
    const updatedAt = async () =>
      (await db().learningTopic.findUniqueOrThrow({ where: { slug: only.slug } })).updatedAt.getTime();
    await seedLearningMap(map([only], product));
    const seeded = await updatedAt();
    await seedLearningMap(map([only], product));
    expect(await updatedAt()).toBe(seeded);
    await db().learningTopic.update({ where: { slug: only.slug }, data: { titleHi: "आकार" } });
    await seedLearningMap(map([only], product));
    expect((await db().learningTopic.findUniqueOrThrow({ where: { slug: only.slug } })).titleHi).toBe("आकृतियाँ");
  });
});

describe("a store's learning map on its next start", () => {
  it("gains the repository's new chapters with their toys and sheets, and keeps the operator's changes to the rest", async () => {
    const { id: productId, slug: product } = await createProduct();
    await seedLearningMap(map([older], product));
    // The operator renames the older chapter and removes its toy.
    await db().learningTopic.update({ where: { slug: older.slug }, data: { titleEn: "Counting to 100" } });
    await db().productLearningLink.deleteMany({ where: { productId } });

    expect(await addNewLearningTopics(map([older, newer], product))).toEqual([newer.slug]);
    const topics = await db().learningTopic.findMany({
      where: { slug: { in: [older.slug, newer.slug] } },
      orderBy: { number: "asc" },
      select: { slug: true, titleEn: true, titleHi: true, links: { select: { productId: true, sheet: true } } },
    });
    expect(topics).toEqual([
      { slug: older.slug, titleEn: "Counting to 100", titleHi: "गिनती", links: [] },
      {
        slug: newer.slug,
        titleEn: "Measuring",
        titleHi: "मापना",
        links: [{ productId, sheet: expect.objectContaining({ titleEn: line.en, stepsHi: [line.hi] }) }],
      },
    ]);
    // Nothing new the second time.
    expect(await addNewLearningTopics(map([older, newer], product))).toEqual([]);
  });
});
