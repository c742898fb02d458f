/**
 * Integration: the shop's search in Hindi (#30) against the migrated database. Devanagari words
 * find products by their Hindi texts (ProductTranslation, in the search document) and by the
 * catalogue's English words they stand for (HINDI_SYNONYMS); results come back in the page's language.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "@/test/support/users-and-products";
import { db } from "../db";
import type { Locale } from "../i18n/locales";
import { shopQuerySchema } from "../validation/catalogue";
import { searchCatalogue } from "./search";

/** This file's own category, so other tests' products never show up. */
const category = `Hindi search ${randomBytes(4).toString("hex")}`;
const names = async (q: string, locale: Locale = "en") =>
  (await searchCatalogue(shopQuerySchema.parse({ q, category, size: "48" }), locale)).products
    .map((product) => product.name)
    .sort();

/** A product with English texts and, when given, its Hindi name and description. */
async function product(name: string, english: { description?: string; features?: string[] }, hindi?: [string, string]) {
  const { id } = await createProduct({ category, name, description: "A toy.", features: [], ...english });
  if (hindi) {
    await db().productTranslation.create({
      data: { productId: id, locale: "hi", name: hindi[0], description: hindi[1] },
    });
  }
}

beforeAll(async () => {
  await product("Sine Ladder", { features: ["Trigonometry ratios on a ladder"] });
  await product("Angle Wheel", {}, ["त्रिकोणमिति चक्र", "कोण घुमाकर sin और cos पढ़ें।"]);
  await product("Shape Builder", { description: "A geometry kit of rods and joints." });
  await product("Compass Set", {}, ["परकार सेट", "ज्यामिति की रचनाओं के लिए परकार और चाँदा।"]);
  await product("Logic Grid", {}, ["तर्क-ग्रिड पहेली", "सुराग़ों से हल होने वाली पहेली।"]);
  await product("Jigsaw Board", { description: "A wooden puzzle of India's states." });
  await product("Expression Tiles", {}, ["बीजगणित टाइलें", "व्यंजक बनाइए और गुणनखंड कीजिए।"]);
  await product("Equation Quest", { features: ["Algebra challenges in three levels"] });
  await product("Pizza Parts", {}, ["पिज़्ज़ा के टुकड़े", "भिन्न समझने का स्वादिष्ट तरीक़ा।"]);
  await product("Fraction Circles", { description: "Coloured fraction circles." });
  await product("Counting Dice", { description: "Dice for adding numbers." }, ["गिनती के पासे", "जोड़ का खेल।"]);
});

describe("search in Devanagari", () => {
  it("finds trigonometry by त्रिकोणमिति: a Hindi name and an English feature", async () => {
    expect(await names("त्रिकोणमिति")).toEqual(["Angle Wheel", "Sine Ladder"]);
  });

  it("finds geometry by ज्यामिति: a Hindi description and an English description", async () => {
    expect(await names("ज्यामिति")).toEqual(["Compass Set", "Shape Builder"]);
  });

  it("finds puzzles by पहेली", async () => {
    expect(await names("पहेली")).toEqual(["Jigsaw Board", "Logic Grid"]);
  });

  it("finds algebra by बीजगणित", async () => {
    expect(await names("बीजगणित")).toEqual(["Equation Quest", "Expression Tiles"]);
  });

  it("finds fractions by भिन्न", async () => {
    expect(await names("भिन्न")).toEqual(["Fraction Circles", "Pizza Parts"]);
  });

  it("matches a Hindi word as a prefix while it is typed, and a nukta letter typed either way", async () => {
    expect(await names("त्रिकोण")).toEqual(["Angle Wheel"]);
    // "ज़" precomposed (U+095B) in the query, stored as "ज" with a nukta (or the other way round).
    expect(await names("पि\u095B\u094D\u095Bा")).toEqual(["Pizza Parts"]);
    expect(await names("पि\u091C\u093C\u094D\u091C\u093Cा")).toEqual(["Pizza Parts"]);
  });

  it("answers in the page's language, English where a product has no Hindi", async () => {
    expect(await names("त्रिकोणमिति", "hi")).toEqual(["Sine Ladder", "त्रिकोणमिति चक्र"]);
    expect(await names("angle", "hi")).toEqual(["त्रिकोणमिति चक्र"]);
  });

  it("corrects a misspelt Hindi word, and offers close Hindi names when nothing matches", async () => {
    const corrected = await searchCatalogue(shopQuerySchema.parse({ q: "परकर", category }), "hi");
    expect(corrected.correctedQuery).toBe("परकार");
    expect(corrected.products.map((product) => product.name)).toEqual(["परकार सेट"]);

    const none = await searchCatalogue(shopQuerySchema.parse({ q: "तर्क ग्रिड खेलो", category }), "hi");
    expect(none.products).toEqual([]);
    expect(none.suggestions.map((product) => product.name)).toContain("तर्क-ग्रिड पहेली");
    const english = await searchCatalogue(shopQuerySchema.parse({ q: "तर्क ग्रिड खेलो", category }), "en");
    expect(english.suggestions.map((product) => product.name)).toContain("Logic Grid");
  });

  it("stops finding a product by Hindi that is changed or removed", async () => {
    const { id } = await db().product.findFirstOrThrow({ where: { category, name: "Counting Dice" } });
    expect(await names("पासे")).toEqual(["Counting Dice"]);
    await db().productTranslation.update({
      where: { productId_locale: { productId: id, locale: "hi" } },
      data: { name: "गिनती के गोटे" },
    });
    expect(await names("पासे")).toEqual([]);
    expect(await names("गोटे")).toEqual(["Counting Dice"]);
    await db().productTranslation.delete({ where: { productId_locale: { productId: id, locale: "hi" } } });
    expect(await names("गोटे")).toEqual([]);
  });
});
