/** The learning map's data (#37): every chapter and skill named in both languages, each in its place, and what each toy teaches. */
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { runtimeMessages } from "@/lib/i18n/messages";
import { CLASS_LEVELS, className } from "@/lib/learning/learning-map";
import { sheetFormTexts } from "@/lib/learning/admin-learning";
import { activitySheetSchema } from "@/lib/validation/learning";
import { sheetColumns } from "../seed-learning-map";
import { activitySheets } from "./activity-sheets";
import { learningLinks } from "./learning-links";
import { chapters, foundationalSkills, textbooks } from "./learning-map";
import { products } from "./products";

const devanagari = /^[\u0900-\u097F\s,।()0-9–-]+$/;
const english = /^[A-Za-z][A-Za-z0-9 ,'()—-]*$/;

describe("the learning map", () => {
  it("names every chapter and skill in English and in Devanagari Hindi", () => {
    for (const { title } of [...chapters, ...foundationalSkills, ...textbooks]) {
      expect(title.en).toMatch(english);
      expect(title.hi).toMatch(devanagari);
    }
  });

  it("gives every chapter and skill its own address", () => {
    const slugs = [...chapters, ...foundationalSkills].map(({ slug }) => slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("keeps each book's chapters in its class, numbered as the book numbers them", () => {
    for (const book of textbooks) {
      const numbers = chapters.filter((chapter) => chapter.book === book.code).map(({ number }) => number);
      expect(numbers.length, book.code).toBeGreaterThan(0);
      expect(numbers, book.code).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    for (const chapter of chapters) {
      expect(textbooks.find(({ code }) => code === chapter.book)?.classLevel).toBe(chapter.classLevel);
      expect(chapter.slug.startsWith(`class-${chapter.classLevel}-`)).toBe(true);
    }
  });

  it("has the chapters the catalogue's trigonometry toys serve, as the books title them", () => {
    const title = (slug: string) => chapters.find((chapter) => chapter.slug === slug)?.title;
    expect(title("class-10-introduction-to-trigonometry")).toEqual({
      en: "Introduction to Trigonometry",
      hi: "त्रिकोणमिति का परिचय",
    });
    expect(title("class-11-trigonometric-functions")).toEqual({ en: "Trigonometric Functions", hi: "त्रिकोणमितीय फलन" });
    // Class 12's two parts number their chapters on from one to the other.
    expect(chapters.filter(({ classLevel }) => classLevel === 12).map(({ number }) => number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });

  it("has class 5's Maths Mela as its Hindi contents page reads, and class 9's book of 2023-24", () => {
    const title = (slug: string) => chapters.find((chapter) => chapter.slug === slug)?.title;
    const numbers = (level: number) =>
      chapters.filter(({ classLevel }) => classLevel === level).map(({ number }) => number);
    expect(numbers(5)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(title("class-5-we-the-travellers-i")).toEqual({ en: "We the Travellers — I", hi: "हम हैं यात्री – 1" });
    expect(title("class-5-symmetrical-designs")).toEqual({ en: "Symmetrical Designs", hi: "सममितीय अभिकल्पनाएँ" });
    expect(numbers(9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(title("class-9-herons-formula")).toEqual({ en: "Heron's Formula", hi: "हीरोन का सूत्र" });
    expect(textbooks.find(({ classLevel }) => classLevel === 9)?.edition).toBe("2023-24");
  });

  it("spans pre-school to class 12, named as Indian schools name them", () => {
    expect(CLASS_LEVELS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(className(10, "hi")).toBe("कक्षा 10");
    expect(className(0, "en")).toBe("Pre-school (Balvatika)");
    for (const skill of foundationalSkills) expect(skill.classes).toEqual({ from: 0, to: 2 });
  });

  it('counts a class\'s chapters and toys on /learn, a class without toys said so (not "0 खिलौना")', () => {
    const summary = (locale: "en" | "hi", toys: number) =>
      createTranslator({ locale, messages: runtimeMessages(locale), namespace: "learn" })("chapterSummary", {
        topics: 13,
        toys,
      });
    expect(summary("hi", 0)).toBe("13 अध्याय · अभी कोई खिलौना नहीं");
    expect(summary("hi", 1)).toBe("13 अध्याय · 1 खिलौना");
    expect(summary("hi", 5)).toBe("13 अध्याय · 5 खिलौने");
    expect(summary("en", 0)).toBe("13 chapters · no toys yet");
  });
});

describe("what each toy teaches", () => {
  const topics = new Set([...chapters, ...foundationalSkills].map(({ slug }) => slug));
  const catalogue = new Map(products.map((product) => [product.slug, product]));

  it("links seeded products to chapters and skills of the map, each once, saying how in both languages", () => {
    const pairs = learningLinks.map(({ product, topic }) => `${product} → ${topic}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const { product, topic, how } of learningLinks) {
      expect(catalogue.has(product), product).toBe(true);
      expect(topics.has(topic), topic).toBe(true);
      expect(how.en).not.toMatch(/[\u0900-\u097F]/);
      expect(how.hi).toMatch(/[\u0900-\u097F]{3}/);
      for (const text of [how.en, how.hi]) expect(text).toMatch(/[.।]$/);
    }
  });

  it("links a product of the early years' skills only where its age suits them", () => {
    const skills = new Set(foundationalSkills.map(({ slug }) => slug));
    for (const { product } of learningLinks.filter(({ topic }) => skills.has(topic))) {
      // No age given: for every age; otherwise at most 6+ (class 2).
      const age = catalogue.get(product)!.ageSuitability;
      expect(age === undefined || Number.parseInt(age) <= 6, `${product} (${age})`).toBe(true);
    }
  });

  it("gives every link one activity sheet that the admin's form would take, each of its lines in both languages", () => {
    const linked = learningLinks.map(({ product, topic }) => `${product} → ${topic}`);
    expect(activitySheets.map(({ product, topic }) => `${product} → ${topic}`).sort()).toEqual(linked.sort());
    for (const sheet of activitySheets) {
      const { product, topic, title, goal, steps, questions } = sheet;
      const form = activitySheetSchema.safeParse({
        productId: product,
        topic,
        ...sheetFormTexts(sheetColumns(sheet)),
      });
      expect(form.error?.issues, `${product} → ${topic}`).toBeUndefined();
      // A line break would make two of a list's items once the admin edits the sheet.
      for (const text of [title, goal, ...steps, ...questions.flatMap(({ question, answer }) => [question, answer])]) {
        expect(text.en, `${product} → ${topic}`).not.toMatch(/[\n\u0900-\u097F]/);
        expect(text.hi, `${product} → ${topic}`).not.toMatch(/\n/);
      }
    }
  });
});
