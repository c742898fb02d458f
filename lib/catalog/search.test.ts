import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { storedReview } from "@/test/support/reviews";
import { createProduct } from "@/test/support/users-and-products";
import { shopQuerySchema } from "../validation/catalogue";
import { searchCatalogue } from "./search";

/** This file's own category, so other tests' products never show up. */
const category = `Search ${randomBytes(4).toString("hex")}`;
const query = (params: Record<string, string | string[]>) => shopQuerySchema.parse({ category, ...params });
const names = async (params: Record<string, string | string[]> = {}) =>
  (await searchCatalogue(query(params), "en")).products.map((product) => product.name);

/** Approved reviews' stars per product (the seeded `rating` below is ignored); Dice has none. */
const REVIEWS: Record<string, number[]> = { Abacus: [4], Globe: [4], Board: [5], Cards: [3], "Easel kit": [5, 4] };

beforeAll(async () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await createProduct({ category, name: "Abacus", price: "299.00", ageSuitability: null, rating: "4.0", date: day(1) });
  await createProduct({
    category,
    name: "Globe",
    price: "6999.00",
    ageSuitability: "10+",
    rating: "4.1",
    date: day(6),
  });
  await createProduct({
    category,
    name: "Board",
    price: "999.00",
    discountPrice: "799.00",
    ageSuitability: "10+",
    rating: "4.8",
    date: day(2),
  });
  await createProduct({
    category,
    name: "Cards",
    price: "1499.00",
    ageSuitability: "12+",
    rating: "3.9",
    bestseller: true,
    date: day(3),
  });
  await createProduct({
    category,
    name: "Dice",
    price: "2499.00",
    ageSuitability: "14+",
    rating: null,
    stockQuantity: 0,
    inStock: false,
    date: day(4),
  });
  await createProduct({
    category,
    name: "Easel kit",
    description: "Draw triangles",
    price: "599.00",
    ageSuitability: "12+",
    rating: "4.5",
    date: day(5),
  });
  const created = await searchCatalogue(query({}), "en");
  for (const product of created.products) {
    for (const rating of REVIEWS[product.name] ?? []) await storedReview(product.id, { rating });
  }
  // Only approved reviews count: these would lift Cards and Dice if they did.
  const [cards, dice] = ["Cards", "Dice"].map((name) => created.products.find((product) => product.name === name)!);
  await storedReview(cards!.id, { rating: 5, status: "PENDING" });
  await storedReview(dice!.id, { rating: 5, status: "HIDDEN" });
});

describe("searchCatalogue", () => {
  it("sorts featured first by bestseller, then the approved reviews' average, unreviewed last", async () => {
    expect(await names()).toEqual(["Cards", "Board", "Easel kit", "Globe", "Abacus", "Dice"]);
    expect(await names({ sort: "rating" })).toEqual(["Board", "Easel kit", "Globe", "Abacus", "Cards", "Dice"]);
  });

  it.each([
    [{ sort: "newest" }, ["Globe", "Easel kit", "Dice", "Cards", "Board", "Abacus"]],
    [{ sort: "price-low" }, ["Abacus", "Easel kit", "Board", "Cards", "Dice", "Globe"]],
    [{ sort: "price-high" }, ["Globe", "Dice", "Cards", "Board", "Easel kit", "Abacus"]],
  ])("sorts %o", async (params, expected) => {
    expect(await names(params)).toEqual(expected);
  });

  it("filters by text, price on the selling price, rating, stock and discount", async () => {
    expect(await names({ q: "triangle" })).toEqual(["Easel kit"]);
    expect(await names({ maxPrice: "800", sort: "price-low" })).toEqual(["Abacus", "Easel kit", "Board"]);
    expect(await names({ rating: "4.5", sort: "newest" })).toEqual(["Easel kit", "Board"]);
    expect(await names({ inStock: "1", sort: "newest" })).toEqual(["Globe", "Easel kit", "Cards", "Board", "Abacus"]);
    expect(await names({ discounted: "1" })).toEqual(["Board"]);
  });

  it("matches age groups by number and never matches products without an age", async () => {
    expect(await names({ age: "12", sort: "newest" })).toEqual(["Easel kit", "Dice", "Cards"]);
    expect(await names({ age: ["14", "10"], sort: "newest" })).toEqual([
      "Globe",
      "Easel kit",
      "Dice",
      "Cards",
      "Board",
    ]);
  });

  it("applies the home page presets", async () => {
    expect(await names({ filter: "price", value: "Under 999", sort: "newest" })).toEqual([
      "Easel kit",
      "Board",
      "Abacus",
    ]);
    expect(await names({ filter: "price", value: "Above 1499", sort: "newest" })).toEqual(["Globe", "Dice", "Cards"]);
    expect(await names({ filter: "age", value: "14+" })).toEqual(["Dice"]);
  });

  it("pages results and clamps a page past the end", async () => {
    const page = await searchCatalogue(query({ size: "12", page: "9" }), "en");
    expect(page).toMatchObject({ matching: 6, page: 1, pages: 1 });
  });

  it("falls back to defaults for unreadable parameters", () => {
    expect(shopQuerySchema.parse({ sort: "drop table", size: "13", page: "-4", rating: "abc" })).toMatchObject({
      sort: "featured",
      size: 12,
      page: 1,
      rating: 0,
    });
  });
});
