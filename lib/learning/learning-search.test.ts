/**
 * #37: the shop's search understands what a toy teaches: "class 10 trigonometry" and
 * "कक्षा 10 त्रिकोणमिति" find the toys linked to that class's trigonometry chapter (their search
 * document holds each linked topic's titles and classes, kept by triggers), and not a toy of
 * another class; a topic renamed or a link removed shows in the next search. The shop's filters by
 * class and by chapter or skill return the same toys.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { seedLearningMap } from "@/prisma/seed-learning-map";
import { createProduct } from "@/test/support/users-and-products";
import { searchCatalogue } from "../catalog/search";
import { db } from "../db";
import { shopQuerySchema } from "../validation/catalogue";

/** This file's own category, so other tests' products never show up. */
const category = `Learning search ${randomBytes(4).toString("hex")}`;
const names = async (q: string, filters: Record<string, string> = {}) =>
  (await searchCatalogue(shopQuerySchema.parse({ q, category, size: "48", ...filters }), "en")).products
    .map((product) => product.name)
    .sort();

async function linkedToy(name: string, topic: string) {
  const product = await createProduct({ category, name, description: "A toy.", features: [] });
  const { id: topicId } = await db().learningTopic.findUniqueOrThrow({ where: { slug: topic } });
  await db().productLearningLink.create({
    data: { productId: product.id, topicId, howEn: "It helps.", howHi: "यह मदद करता है।" },
  });
  return product;
}

beforeAll(async () => {
  await seedLearningMap();
  await linkedToy("Angle Wheel", "class-10-introduction-to-trigonometry");
  await linkedToy("Radian Loop", "class-11-trigonometric-functions");
  await linkedToy("Number Beads", "number-sense");
  await createProduct({ category, name: "Plain Blocks", description: "Wooden blocks.", features: [] });
});

describe("search by class and chapter", () => {
  it("finds a chapter's toys by its class and title, in English and in Hindi", async () => {
    expect(await names("class 10 trigonometry")).toEqual(["Angle Wheel"]);
    expect(await names("कक्षा 10 त्रिकोणमिति")).toEqual(["Angle Wheel"]);
    expect(await names("class 11 trigonometric functions")).toEqual(["Radian Loop"]);
    expect(await names("class 12 trigonometry")).toEqual([]);
  });

  it("finds an early-years skill's toys by its name and the years it serves", async () => {
    expect(await names("number sense")).toEqual(["Number Beads"]);
    expect(await names("balvatika counting")).toEqual(["Number Beads"]);
    expect(await names("कक्षा 1 गिनती")).toEqual(["Number Beads"]);
  });

  it("filters the shop by a class and by a chapter or skill, alone or with a search", async () => {
    expect(await names("", { class: "10" })).toEqual(["Angle Wheel"]);
    expect(await names("", { class: "11" })).toEqual(["Radian Loop"]);
    // A skill serves every class it spans.
    for (const level of ["0", "1", "2"]) expect(await names("", { class: level })).toEqual(["Number Beads"]);
    expect(await names("", { class: "12" })).toEqual([]);
    expect(await names("", { topic: "class-10-introduction-to-trigonometry" })).toEqual(["Angle Wheel"]);
    expect(await names("", { topic: "number-sense" })).toEqual(["Number Beads"]);
    expect(await names("", { class: "10", topic: "number-sense" })).toEqual([]);
    expect(await names("radian", { class: "11" })).toEqual(["Radian Loop"]);
    expect(await names("radian", { class: "10" })).toEqual([]);
    expect(await names("", { topic: "not-a-topic" })).toEqual([]);
    expect(await names("", { class: "" })).toHaveLength(4);
  });

  it("follows a topic renamed and a link removed", async () => {
    const topic = await db().learningTopic.create({
      data: {
        slug: `test-skill-${randomBytes(4).toString("hex")}`,
        kind: "SKILL",
        // A class the seeded map leaves empty: the other files' lists of a class stay as seeded.
        classFrom: 9,
        classTo: 9,
        titleEn: "Shape spotting",
        titleHi: "आकृति पहचान",
      },
    });
    const toy = await createProduct({ category, name: "Shape Cards", description: "A toy.", features: [] });
    await db().productLearningLink.create({
      data: { productId: toy.id, topicId: topic.id, howEn: "It helps.", howHi: "यह मदद करता है।" },
    });
    expect(await names("shape spotting")).toEqual(["Shape Cards"]);
    await db().learningTopic.update({ where: { id: topic.id }, data: { titleEn: "Shape hunting" } });
    expect(await names("shape hunting")).toEqual(["Shape Cards"]);
    expect(await names("shape spotting")).toEqual([]);
    await db().productLearningLink.delete({ where: { productId_topicId: { productId: toy.id, topicId: topic.id } } });
    expect(await names("shape hunting")).toEqual([]);
    await db().learningTopic.delete({ where: { id: topic.id } });
  });
});
