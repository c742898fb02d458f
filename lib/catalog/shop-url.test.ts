import { describe, expect, it } from "vitest";
import { shopQuerySchema } from "../validation/catalogue";
import { shopUrl, visiblePages } from "./shop-url";

describe("shopUrl", () => {
  it("keeps every filter and drops defaults", () => {
    const query = shopQuerySchema.parse({ q: "trig", age: ["12", "14"], inStock: "1", sort: "newest", page: "3" });
    expect(shopUrl(query, { page: 1 })).toBe("/shop?q=trig&age=12&age=14&inStock=1&sort=newest");
    expect(shopUrl(shopQuerySchema.parse({}))).toBe("/shop");
  });

  it("round-trips through the query schema", () => {
    const query = shopQuerySchema.parse({
      category: "Algebra",
      maxPrice: "999",
      size: "24",
      view: "list",
      discounted: "1",
      class: "0",
      topic: "number-sense",
    });
    const parsed = shopQuerySchema.parse(Object.fromEntries(new URL(shopUrl(query), "http://x").searchParams));
    expect(parsed).toEqual(query);
  });
});

describe("the learning filters' values", () => {
  it("keeps a class of the map and a topic's address, and drops anything else", () => {
    expect(shopQuerySchema.parse({ class: "10", topic: "class-10-introduction-to-trigonometry" })).toMatchObject({
      class: 10,
      topic: "class-10-introduction-to-trigonometry",
    });
    for (const junk of ["13", "-1", "2.5", "ten", ""])
      expect(shopQuerySchema.parse({ class: junk }).class).toBeUndefined();
    for (const junk of ["Class 10", "a--b", "<script>", "x".repeat(121)]) {
      expect(shopQuerySchema.parse({ topic: junk }).topic).toBeUndefined();
    }
  });
});

describe("visiblePages", () => {
  it("shows at most three page numbers around the current page", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 2)).toEqual([1, 2]);
    expect(visiblePages(1, 5)).toEqual([1, 2, 3]);
    expect(visiblePages(3, 5)).toEqual([2, 3, 4]);
    expect(visiblePages(5, 5)).toEqual([3, 4, 5]);
  });
});
