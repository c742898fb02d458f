import type * as NextCache from "next/cache";
import { revalidateTag, unstable_cache } from "next/cache";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_TAGS, cachedRead, expireCache, expiringChangedCaches, productTag } from "./storefront-cache";

// Records each cached read's tags and lifetime; the read itself runs uncached, as in every test.
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof NextCache>()),
  unstable_cache: vi.fn(<Read>(read: Read) => read),
  revalidateTag: vi.fn(),
}));

const expired = vi.mocked(revalidateTag);
const cachedWith = vi.mocked(unstable_cache);

beforeEach(() => {
  expired.mockClear();
  cachedWith.mockClear();
});

describe("cachedRead", () => {
  it("keeps a list under its shared tag and lifetime", async () => {
    const read = cachedRead("list", CACHE_TAGS.catalogue, () => Promise.resolve([1, 2]));
    expect(await read()).toEqual([1, 2]);
    expect(cachedWith.mock.calls.map(([, key, options]) => [key, options])).toEqual([
      [["list"], { tags: ["catalogue"], revalidate: 60 }],
    ]);
  });

  it("keeps one product's read under that product's own tag, named by its arguments", async () => {
    const read = cachedRead(
      "one",
      ([id]) => [productTag(id)],
      (id: string, page: number) => Promise.resolve(`${id}/${page}`),
    );
    expect(await read("p1", 2)).toBe("p1/2");
    expect(await read("p2", 1)).toBe("p2/1");
    expect(cachedWith.mock.calls.map(([, key, options]) => [key, options])).toEqual([
      [["one"], { tags: ["product:p1"], revalidate: 60 }],
      [["one"], { tags: ["product:p2"], revalidate: 60 }],
    ]);
  });
});

describe("expireCache", () => {
  it("does nothing outside a request, where there is no cache to expire", () => {
    expect(() => expireCache(CACHE_TAGS.catalogue, CACHE_TAGS.blog)).not.toThrow();
    expect(expired).not.toHaveBeenCalled();
  });

  it("expires each reported tag once, at once (no stale copy), after the request's work has finished", async () => {
    const answer = await expiringChangedCaches(async () => {
      expireCache(CACHE_TAGS.catalogue, productTag("p1"));
      await Promise.resolve();
      expireCache(CACHE_TAGS.catalogue, CACHE_TAGS.blog, productTag("p1"));
      expect(expired).not.toHaveBeenCalled();
      return "done";
    });
    expect(answer).toBe("done");
    expect(expired.mock.calls).toEqual([
      ["catalogue", { expire: 0 }],
      ["product:p1", { expire: 0 }],
      ["blog", { expire: 0 }],
    ]);
  });

  it("still expires what was reported when the work fails afterwards", async () => {
    const failing = expiringChangedCaches(() => {
      expireCache(CACHE_TAGS.sliders);
      return Promise.reject(new Error("later failure"));
    });
    await expect(failing).rejects.toThrow("later failure");
    expect(expired.mock.calls).toEqual([["sliders", { expire: 0 }]]);
  });
});
