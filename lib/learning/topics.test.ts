/**
 * #37: the learning map in the database, as the storefront reads it: a class's chapters in the
 * book's order with the toys that serve each and how, a topic's page, a product's topics, and the
 * addresses that exist.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedLearningMap } from "@/prisma/seed-learning-map";
import { chapters, foundationalSkills } from "@/prisma/seed-data/learning-map";
import { createProduct } from "@/test/support/users-and-products";
import { missingRecordPage } from "../cache/record-pages";
import { db } from "../db";
import {
  findTopic,
  listClassSummaries,
  listClassTopics,
  listIndexedLearnPages,
  listMappedClasses,
  listServedTopics,
} from "./topics";

const TRIGONOMETRY = "class-10-introduction-to-trigonometry";
const HOW = {
  howEn: "Each card pairs an angle with its sine, so the table of ratios is learnt by play.",
  howHi: "हर कार्ड एक कोण को उसके sine से मिलाता है, इसलिए अनुपातों की सारणी खेल-खेल में याद हो जाती है।",
};

let toyId: string;

beforeAll(async () => {
  // Twice: the second run updates in place.
  await seedLearningMap();
  await seedLearningMap();
  const toy = await createProduct({
    name: "Test Angle Cards",
    translations: { create: { locale: "hi", name: "टेस्ट कोण कार्ड" } },
  });
  toyId = toy.id;
  const topic = await db().learningTopic.findUniqueOrThrow({ where: { slug: TRIGONOMETRY } });
  await db().productLearningLink.create({ data: { productId: toy.id, topicId: topic.id, ...HOW } });
});

describe("the learning map", () => {
  it("loads every chapter and skill of the repository's map once, with its titles in both languages", async () => {
    const topics = await db().learningTopic.findMany({
      where: { slug: { in: [...chapters, ...foundationalSkills].map((topic) => topic.slug) } },
    });
    expect(topics).toHaveLength(chapters.length + foundationalSkills.length);
    for (const chapter of chapters) {
      expect(topics.find((topic) => topic.slug === chapter.slug)).toMatchObject({
        kind: "CHAPTER",
        textbookCode: chapter.book,
        number: chapter.number,
        classFrom: chapter.classLevel,
        classTo: chapter.classLevel,
        titleEn: chapter.title.en,
        titleHi: chapter.title.hi,
      });
    }
  });

  it("refuses a topic without its Hindi title, a chapter without its book, and classes out of order", async () => {
    const topic = { slug: `test-topic-${Date.now()}`, titleEn: "Shapes", titleHi: "आकृतियाँ" };
    const skill = { ...topic, kind: "SKILL" as const, classFrom: 0, classTo: 2 };
    await expect(db().learningTopic.create({ data: { ...skill, titleHi: " " } })).rejects.toThrow(/titles_check/);
    await expect(db().learningTopic.create({ data: { ...skill, kind: "CHAPTER" } })).rejects.toThrow(/kind_check/);
    await expect(db().learningTopic.create({ data: { ...skill, classFrom: 3 } })).rejects.toThrow(/classes_check/);
  });

  it("lists a class's chapters in the book's order, each with its toys and how they help", async () => {
    const topics = await listClassTopics(10, "en");
    expect(topics.map((topic) => topic.slug)).toEqual(
      chapters.filter((chapter) => chapter.classLevel === 10).map((chapter) => chapter.slug),
    );
    const trigonometry = topics.find((topic) => topic.slug === TRIGONOMETRY)!;
    expect(trigonometry).toMatchObject({
      kind: "chapter",
      title: "Introduction to Trigonometry",
      chapter: { number: 8, book: "Mathematics" },
    });
    expect(trigonometry.toys).toContainEqual({
      product: expect.objectContaining({ id: toyId, name: "Test Angle Cards" }),
      how: HOW.howEn,
      sheet: null,
    });
  });

  it("reads a topic in Hindi: its title, its book, the toy's Hindi name and how it helps", async () => {
    const topic = await findTopic(TRIGONOMETRY, "hi");
    expect(topic).toMatchObject({ title: "त्रिकोणमिति का परिचय", chapter: { number: 8, book: "गणित" } });
    expect(topic!.toys).toContainEqual({
      product: expect.objectContaining({ id: toyId, name: "टेस्ट कोण कार्ड" }),
      how: HOW.howHi,
      sheet: null,
    });
    expect(await findTopic("class-10-made-up-chapter", "hi")).toBeNull();
  });

  it("names on a product's page each topic it serves, and how", async () => {
    expect(await listServedTopics(toyId, "hi")).toEqual([
      {
        slug: TRIGONOMETRY,
        kind: "chapter",
        title: "त्रिकोणमिति का परिचय",
        classes: { from: 10, to: 10 },
        chapter: { number: 8, book: "गणित", edition: "2023-24" },
        framework: null,
        how: HOW.howHi,
        sheet: null,
      },
    ]);
    expect(await listServedTopics((await createProduct()).id, "en")).toEqual([]);
  });

  it("gives the early years their skills, and has pages only for the classes it maps", async () => {
    const preschool = await listClassTopics(0, "en");
    expect(preschool.map((topic) => topic.slug)).toEqual(foundationalSkills.map((skill) => skill.slug));
    expect(preschool.every((topic) => topic.kind === "skill" && topic.classes.to === 2)).toBe(true);
    expect(await listMappedClasses()).toEqual(expect.arrayContaining([0, 1, 2, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect(await listClassTopics(3, "en")).toEqual([]);
  });

  it("sums up each mapped class for /learn in one read: chapters or skills, how many, and their toys", async () => {
    const summaries = await listClassSummaries();
    expect(summaries.map(({ level }) => level)).toEqual(await listMappedClasses());
    expect(summaries[0]).toMatchObject({ level: 0, hasChapters: false, topics: foundationalSkills.length });
    // Class 9: no other test file links toys to its chapters while this one reads.
    const topics = await listClassTopics(9, "en");
    const toys = new Set(topics.flatMap((topic) => topic.toys.map((toy) => toy.product.id)));
    expect(summaries.find(({ level }) => level === 9)).toEqual({
      level: 9,
      hasChapters: true,
      topics: chapters.filter(({ classLevel }) => classLevel === 9).length,
      toys: toys.size,
    });
  });

  it("serves the pages that exist and sends any other /learn address to the one shared not-found page", async () => {
    for (const path of ["/learn/class-10", `/learn/${TRIGONOMETRY}`, "/learn/number-sense"]) {
      expect(await missingRecordPage(path), path).toBeNull();
    }
    for (const path of ["/learn/class-3", "/learn/class-13", "/learn/made-up-topic", "/learn/a.b"]) {
      expect(await missingRecordPage(path), path).toBe("/learn/_");
    }
  });

  it("gives search engines /learn, each mapped class and each topic a toy serves", async () => {
    const paths = (await listIndexedLearnPages()).map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(["/learn", "/learn/class-10", `/learn/${TRIGONOMETRY}`]));
    // No toy of the store serves determinants: a page with nothing to find is not offered.
    expect(paths).not.toContain("/learn/class-12-determinants");
  });
});
