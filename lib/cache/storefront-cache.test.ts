import { describe, expect, it } from "vitest";
import { CACHE_TAGS, expireCache } from "./storefront-cache";

describe("expireCache", () => {
  it("does nothing outside a Next.js request, where there is no cache to expire", () => {
    expect(() => expireCache(CACHE_TAGS.catalogue, CACHE_TAGS.blog)).not.toThrow();
  });
});
