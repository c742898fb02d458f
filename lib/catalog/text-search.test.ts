/**
 * Integration: the shop's text search against the migrated database — all-words semantics,
 * ranking, typo correction, "Did you mean", and hostile input. Invented words ("quorble") keep
 * this file's products apart from other files' on the shared database.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "@/test/support/users-and-products";
import { seedCatalogue } from "@/prisma/seed";
import { db } from "../db";
import { shopQuerySchema } from "../validation/catalogue";
import { searchCatalogue } from "./search";

const category = `Search ${randomBytes(4).toString("hex")}`;
const search = (q: string, params: Record<string, string> = {}) =>
  searchCatalogue(shopQuerySchema.parse({ q, size: "48", ...params }), "en");
const names = async (q: string, params: Record<string, string> = {}) =>
  (await search(q, { category, ...params })).products.map((product) => product.name);

beforeAll(async () => {
  await seedCatalogue();
  const product = (name: string, fields: { description?: string; features?: string[] } = {}) =>
    createProduct({ category, name, description: "Made for a search test.", features: [], ...fields });
  await product("Quorble Zent Board");
  await product("Plain Kit", { description: "A box with one quorble inside." });
  await product("Zent Set", { features: ["Quorble pieces in two colours"] });
  await product("Quorbel Tiles");
  await product("Vexillo Cards", { description: "Cards for every quorble fan." });
});

describe("text search", () => {
  it("ranks name matches first, then features, then description", async () => {
    const ranked = await names("quorble");
    expect(ranked.slice(0, 2)).toEqual(["Quorble Zent Board", "Zent Set"]);
    expect(ranked.slice(2).sort()).toEqual(["Plain Kit", "Vexillo Cards"]);
  });

  it("needs every word, in any order and any case, and never brings look-alikes", async () => {
    expect(await names("ZENT quorble")).toEqual(["Quorble Zent Board", "Zent Set"]);
    expect(await names("quorble cards")).toEqual(["Vexillo Cards"]);
    // "Quorbel Tiles" is one letter-swap away, but exact matches exist.
    expect(await names("quorble")).not.toContain("Quorbel Tiles");
    const exact = await search("quorble", { category });
    expect(exact.correctedQuery).toBeNull();
  });

  it("matches the last word as a prefix while it is typed", async () => {
    expect(await names("vexil")).toEqual(["Vexillo Cards"]);
  });

  it("keeps the other filters and sorts working with a query", async () => {
    expect(await names("quorble", { category: "Arithmetic" })).toEqual([]);
    expect(await names("zent", { sort: "newest" })).toHaveLength(2);
  });

  it("corrects misspelt words only when nothing matches as typed", async () => {
    const result = await search("qorble zent", { category });
    expect(result.correctedQuery).toBe("quorble zent");
    expect(result.products.map((product) => product.name)).toEqual(["Quorble Zent Board", "Zent Set"]);
  });

  it.each([
    ["suduko", "Wooden Sudoku Board", "sudoku"],
    ["trignometry", "Trigno Card", "trigonometry"],
    ["fraction game", "Fraction Pizza Party", null],
    ["polyhedra bulder", "Polyhedra Builder", "polyhedra builder"],
    ["binary bracelet", "Binary Bead Bracelets", null],
    ["Binary BRACELETS", "Binary Bead Bracelets", null],
    ["paheli sudoku", "Wooden Sudoku Board", null],
  ])("finds the seeded catalogue's products for %j", async (q, expected, corrected) => {
    const result = await search(q);
    expect(result.products.map((product) => product.name)).toContain(expected);
    expect(result.correctedQuery).toBe(corrected);
  });

  it("offers the closest product names when nothing matches, corrected or not", async () => {
    const result = await search("quorble sudoku");
    expect(result).toMatchObject({ matching: 0, products: [], correctedQuery: null });
    expect(result.suggestions.map((product) => product.name)).toEqual(
      expect.arrayContaining(["Wooden Sudoku Board", "Quorble Zent Board"]),
    );
    expect(await search("xqzjvwk")).toMatchObject({ matching: 0, correctedQuery: null, suggestions: [] });
  });

  it.each([
    `'`,
    `"; DROP TABLE products; --`,
    `\\`,
    `quorble\\`,
    `&|!:*()`,
    `quorble:* | !zent & (`,
    `%_%`,
    `'); SELECT pg_sleep(5); --`,
    `<-> <2> '' ""`,
    "quorble ".repeat(12),
  ])("treats %j as words, never as SQL or tsquery syntax", async (q) => {
    // This file's products, counted: other files add products of their own meanwhile.
    const ours = () => db().product.count({ where: { category } });
    const before = await ours();
    await expect(search(q)).resolves.toMatchObject({ page: 1 });
    expect(await ours()).toBe(before);
    expect(before).toBe(5);
  });

  it("drops a query with NUL or over 100 characters before it reaches the database", () => {
    expect(shopQuerySchema.parse({ q: "quorble\u0000" }).q).toBe("");
    expect(shopQuerySchema.parse({ q: "q".repeat(101) }).q).toBe("");
    expect(shopQuerySchema.parse({ q: ["quorble", "zent"] }).q).toBe("quorble");
  });
});
