import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  CACHED_PAGES,
  blogSearch,
  cachedVariantSearch,
  listVariantFor,
  shopQueryOf,
  variantSearch,
  type OfferedFilter,
} from "./cached-variants";

/** The categories, topics and tags the store offers here (proxy.ts asks the database: lib/cache/offered-filters.ts). */
const OFFERED: Record<OfferedFilter, string[]> = {
  category: ["Card Games", "Geometry"],
  topic: ["class-10-introduction-to-trigonometry"],
  tag: ["geometry"],
};
const isOffered = vi.fn((filter: OfferedFilter, value: string) => Promise.resolve(OFFERED[filter].includes(value)));

const variant = (address: string) => {
  const url = new URL(address, "http://store.test");
  return listVariantFor(url.pathname, url.searchParams, isOffered);
};
const encodedOf = (path: string) => path.split("/").pop()!;

describe("list variants", () => {
  it("serves one unfiltered variant, whatever default or unknown filter the address names", async () => {
    for (const address of ["/shop", "/shop?page=1&view=grid&_rsc=abc", "/shop?nonsense=1", "/shop?q=%20"]) {
      expect(await variant(address), address).toBe("/shop/filtered/all.");
    }
    for (const address of ["/blog", "/blog?_rsc=x&q="])
      expect(await variant(address), address).toBe("/blog/filtered/all.");
    expect(variantSearch("all.").size).toBe(0);
  });

  it("gives one canonical cached variant per set of filters, its filters readable back", async () => {
    const shop = (await variant("/shop?view=list&category=Card%20Games&age=12&age=10&_rsc=1"))!;
    expect(shop).toMatch(/^\/shop\/filtered\/[A-Za-z0-9_-]+$/);
    expect(await variant("/shop?category=Card+Games&view=list&age=10&age=12")).toBe(shop);
    expect(shopQueryOf(variantSearch(encodedOf(shop)))).toMatchObject({
      category: "Card Games",
      age: [10, 12],
      view: "list",
    });

    const blog = (await variant("/blog?tag=geometry&utm_source=mail"))!;
    expect(blog).toMatch(/^\/blog\/filtered\//);
    expect(variantSearch(encodedOf(blog)).toString()).toBe("tag=geometry");
  });

  it("sends free search text to a live variant, never to a cached one", async () => {
    const shop = (await variant("/shop?q=%20fraction%20game%20&category=Card%20Games&_rsc=1"))!;
    expect(shop).toMatch(/^\/shop\/search\/[A-Za-z0-9_-]+$/);
    expect(shopQueryOf(variantSearch(encodedOf(shop)))).toMatchObject({ q: "fraction game", category: "Card Games" });

    const blog = (await variant("/blog?tag=geometry&q=%20angles%20"))!;
    expect(blog).toMatch(/^\/blog\/search\//);
    expect(blogSearch(variantSearch(encodedOf(blog)))).toBe("q=angles&tag=geometry");
  });

  it("reads back the filters of the cached addresses it gives out, and of no other", async () => {
    for (const address of ["/shop", "/shop?category=Card%20Games&sort=price-low", "/blog", "/blog?tag=geometry"]) {
      const path = (await variant(address))!;
      const list = path.startsWith("/shop") ? "/shop" : "/blog";
      expect(cachedVariantSearch(list, encodedOf(path)), address).not.toBeNull();
    }
    const encode = (search: string) => Buffer.from(search).toString("base64url");
    // Not canonical (a default, an unknown key, filters out of order), search text, or no base64url at all.
    for (const search of ["page=1", "utm_source=x", "view=list&category=Card+Games", "q=anything", "q=a&tag=b"]) {
      expect(cachedVariantSearch("/shop", encode(search)), search).toBeNull();
    }
    expect(cachedVariantSearch("/blog", encode("q=angles"))).toBeNull();
    // Canonical, but with a rating, price or page no link of the store names.
    for (const search of ["rating=4.0001", "maxPrice=4321", "minPrice=1", `page=${CACHED_PAGES + 1}`]) {
      expect(cachedVariantSearch("/shop", encode(search)), search).toBeNull();
    }
    for (const encoded of ["all", "%%%", "all.x", ""])
      expect(cachedVariantSearch("/shop", encoded), encoded).toBeNull();
  });

  it("caches only the categories, topics, tags, ratings, prices and pages the store links to", async () => {
    const cached = [
      "/shop?class=10",
      "/shop?class=0&category=Geometry",
      "/shop?class=10&topic=class-10-introduction-to-trigonometry",
      "/shop?category=Geometry",
      "/shop?category=Card%20Games&rating=4.5&sort=rating",
      "/shop?rating=3",
      "/shop?filter=price&value=Under%20999",
      "/shop?filter=price&value=Above%201499",
      "/shop?maxPrice=3000", // the filter panel applied with its price slider untouched
      `/shop?page=${CACHED_PAGES}`,
      "/blog?tag=geometry",
    ];
    for (const address of cached) expect(await variant(address), address).toMatch(/^\/(shop|blog)\/filtered\//);
  });

  it("serves random categories, topics, tags, ratings, prices and deep pages live, the same filters kept", async () => {
    const random = () => randomBytes(6).toString("hex");
    const live = [
      `/shop?topic=class-10-${random()}`,
      `/shop?category=Geometry&topic=class-10-${random()}`,
      `/shop?category=${random()}`,
      "/shop?category=geometry", // not the store's spelling
      `/shop?rating=4.${random().replace(/\D/g, "1")}`,
      "/shop?rating=2",
      `/shop?minPrice=${1 + randomBytes(1)[0]!}`,
      "/shop?maxPrice=4321",
      `/shop?page=${CACHED_PAGES + 1}`,
      `/shop?category=Geometry&page=999`,
      `/blog?tag=${random()}`,
    ];
    for (const address of live) {
      expect(await variant(address), address).toMatch(/^\/(shop|blog)\/search\/[A-Za-z0-9_-]+$/);
    }
    const shop = (await variant("/shop?category=Made%20Up&maxPrice=4321"))!;
    expect(shopQueryOf(variantSearch(encodedOf(shop)))).toMatchObject({ category: "Made Up", maxPrice: 4321 });
    expect(variantSearch(encodedOf((await variant("/blog?tag=nope"))!)).get("tag")).toBe("nope");
  });

  it("asks about a category or tag only when one is set, and never for the plain list", async () => {
    isOffered.mockClear();
    for (const address of ["/shop", "/shop?page=2&sort=newest", "/blog", "/shop?rating=2.5&category=Geometry"]) {
      await variant(address);
    }
    expect(isOffered).not.toHaveBeenCalled();
    await variant("/shop?category=Geometry");
    expect(isOffered).toHaveBeenCalledWith("category", "Geometry");
    await variant("/shop?class=10&topic=class-10-introduction-to-trigonometry");
    expect(isOffered).toHaveBeenCalledWith("topic", "class-10-introduction-to-trigonometry");
  });

  it("leaves every other address alone", async () => {
    for (const address of ["/shop/p1?reviews=2", "/cart?x=1", "/blogs?q=a", "/api/products/list?q=a"]) {
      expect(await variant(address), address).toBeNull();
    }
  });
});
