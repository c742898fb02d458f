import { describe, expect, it } from "vitest";
import { cachedVariantFor, searchRecord, variantSearch } from "./cached-variants";

const variant = (address: string) => {
  const url = new URL(address, "http://store.test");
  return cachedVariantFor(url.pathname, url.searchParams);
};

describe("cached list variants", () => {
  it("serves one unfiltered variant, whatever default or unknown filter the address names", () => {
    for (const address of ["/shop", "/shop?page=1&view=grid&_rsc=abc", "/shop?nonsense=1"]) {
      expect(variant(address), address).toBe("/shop/filtered/all.");
    }
    for (const address of ["/blog", "/blog?_rsc=x&q="]) expect(variant(address), address).toBe("/blog/filtered/all.");
    expect(variantSearch("all.").size).toBe(0);
  });

  it("gives one canonical variant per set of filters, its filters readable back", () => {
    const shop = variant("/shop?view=list&category=Card%20Games&age=12&age=10&_rsc=1")!;
    expect(shop).toMatch(/^\/shop\/filtered\/[A-Za-z0-9_-]+$/);
    expect(variant("/shop?category=Card+Games&view=list&age=10&age=12")).toBe(shop);
    expect(searchRecord(variantSearch(shop.split("/").pop()!))).toEqual({
      category: "Card Games",
      age: ["10", "12"],
      view: "list",
    });

    const blog = variant("/blog?tag=geometry&q=%20angles%20&utm_source=mail")!;
    expect(blog).toMatch(/^\/blog\/filtered\//);
    expect(variantSearch(blog.split("/").pop()!).toString()).toBe("q=angles&tag=geometry");
  });

  it("leaves every other address alone", () => {
    for (const address of ["/shop/p1?reviews=2", "/cart?x=1", "/blogs?q=a", "/api/products/list?q=a"]) {
      expect(variant(address), address).toBeNull();
    }
  });
});
