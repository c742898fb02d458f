import { revalidateTag } from "next/cache";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_TAGS, expireCache, expiringChangedCaches } from "./storefront-cache";

const expired = vi.mocked(revalidateTag);

beforeEach(() => expired.mockClear());

describe("expireCache", () => {
  it("does nothing outside a request, where there is no cache to expire", () => {
    expect(() => expireCache(CACHE_TAGS.catalogue, CACHE_TAGS.blog)).not.toThrow();
    expect(expired).not.toHaveBeenCalled();
  });

  it("expires each reported tag once, after the request's work has finished", async () => {
    const answer = await expiringChangedCaches(async () => {
      expireCache(CACHE_TAGS.catalogue);
      await Promise.resolve();
      expireCache(CACHE_TAGS.catalogue, CACHE_TAGS.blog);
      expect(expired).not.toHaveBeenCalled();
      return "done";
    });
    expect(answer).toBe("done");
    expect(expired.mock.calls).toEqual([
      ["catalogue", { expire: 0 }],
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
