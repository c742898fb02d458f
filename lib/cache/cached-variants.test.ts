import { describe, expect, it } from "vitest";
import { blogSearch, cachedVariantSearch, listVariantFor, shopQueryOf, variantSearch } from "./cached-variants";

const variant = (address: string) => {
  const url = new URL(address, "http://store.test");
  return listVariantFor(url.pathname, url.searchParams);
};
const encodedOf = (path: string) => path.split("/").pop()!;

describe("list variants", () => {
  it("serves one unfiltered variant, whatever default or unknown filter the address names", () => {
    for (const address of ["/shop", "/shop?page=1&view=grid&_rsc=abc", "/shop?nonsense=1", "/shop?q=%20"]) {
      expect(variant(address), address).toBe("/shop/filtered/all.");
    }
    for (const address of ["/blog", "/blog?_rsc=x&q="]) expect(variant(address), address).toBe("/blog/filtered/all.");
    expect(variantSearch("all.").size).toBe(0);
  });

  it("gives one canonical cached variant per set of filters, its filters readable back", () => {
    const shop = variant("/shop?view=list&category=Card%20Games&age=12&age=10&_rsc=1")!;
    expect(shop).toMatch(/^\/shop\/filtered\/[A-Za-z0-9_-]+$/);
    expect(variant("/shop?category=Card+Games&view=list&age=10&age=12")).toBe(shop);
    expect(shopQueryOf(variantSearch(encodedOf(shop)))).toMatchObject({
      category: "Card Games",
      age: [10, 12],
      view: "list",
    });

    const blog = variant("/blog?tag=geometry&utm_source=mail")!;
    expect(blog).toMatch(/^\/blog\/filtered\//);
    expect(variantSearch(encodedOf(blog)).toString()).toBe("tag=geometry");
  });

  it("sends free search text to a live variant, never to a cached one", () => {
    const shop = variant("/shop?q=%20fraction%20game%20&category=Card%20Games&_rsc=1")!;
    expect(shop).toMatch(/^\/shop\/search\/[A-Za-z0-9_-]+$/);
    expect(shopQueryOf(variantSearch(encodedOf(shop)))).toMatchObject({ q: "fraction game", category: "Card Games" });

    const blog = variant("/blog?tag=geometry&q=%20angles%20")!;
    expect(blog).toMatch(/^\/blog\/search\//);
    expect(blogSearch(variantSearch(encodedOf(blog)))).toBe("q=angles&tag=geometry");
  });

  it("reads back the filters of the cached addresses it gives out, and of no other", () => {
    for (const address of ["/shop", "/shop?category=Card%20Games&sort=price-low", "/blog", "/blog?tag=geometry"]) {
      const path = variant(address)!;
      const list = path.startsWith("/shop") ? "/shop" : "/blog";
      expect(cachedVariantSearch(list, encodedOf(path)), address).not.toBeNull();
    }
    const encode = (search: string) => Buffer.from(search).toString("base64url");
    // Not canonical (a default, an unknown key, filters out of order), search text, or no base64url at all.
    for (const search of ["page=1", "utm_source=x", "view=list&category=Card+Games", "q=anything", "q=a&tag=b"]) {
      expect(cachedVariantSearch("/shop", encode(search)), search).toBeNull();
    }
    expect(cachedVariantSearch("/blog", encode("q=angles"))).toBeNull();
    for (const encoded of ["all", "%%%", "all.x", ""])
      expect(cachedVariantSearch("/shop", encoded), encoded).toBeNull();
  });

  it("leaves every other address alone", () => {
    for (const address of ["/shop/p1?reviews=2", "/cart?x=1", "/blogs?q=a", "/api/products/list?q=a"]) {
      expect(variant(address), address).toBeNull();
    }
  });
});
