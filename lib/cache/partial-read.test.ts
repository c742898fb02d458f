/**
 * #17: a part of a cached page whose read fails (the blog's "Popular posts", "More from {author}")
 * shows its failure text, and the page is then kept for seconds, not for its reads' lifetime. Run in
 * the store Next.js gives a static page's render at request time, with Next.js's own unstable_cache:
 * the page's lifetime is what that store holds when the render ends.
 */
// Next.js's server sets this up before anything else: its request stores are AsyncLocalStorage.
import "next/dist/server/node-environment-baseline";
import { workAsyncStorage, type WorkStore } from "next/dist/server/app-render/work-async-storage.external";
import {
  workUnitAsyncStorage,
  type PrerenderStoreLegacy,
} from "next/dist/server/app-render/work-unit-async-storage.external";
import { describe, expect, it, vi } from "vitest";
import { CACHE_TAGS, cachedRead, partialRead } from "./storefront-cache";

/** Renders `work` as Next.js renders a blog post for its page cache; returns the page's lifetime (s). */
async function pageLifetimeOf(work: () => Promise<unknown>) {
  const stored: unknown[] = [];
  const incrementalCache = {
    generateSimpleCacheKey: (key: string) => Promise.resolve(key),
    get: () => Promise.resolve(null),
    set: (key: string, value: unknown) => Promise.resolve(void stored.push(value)),
  };
  const workStore = { route: "/blog/[slug]", incrementalCache, nextFetchId: 1 } as unknown as WorkStore;
  const pageStore = {
    type: "prerender-legacy",
    phase: "render",
    revalidate: Infinity,
    tags: null,
    implicitTags: { tags: [] },
  } as unknown as PrerenderStoreLegacy;
  const result = await workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(pageStore, work));
  await Promise.all(Object.values(workStore.pendingRevalidates ?? {}));
  return { result, lifetime: pageStore.revalidate, stored: stored.length };
}

// Next.js's own data cache, not the pass-through of scripts/vitest-setup.ts.
vi.unmock("next/cache");
vi.spyOn(console, "error").mockImplementation(() => undefined);

describe("partialRead", () => {
  const popular = cachedRead("test-popular", CACHE_TAGS.blog, (fail: boolean) =>
    fail ? Promise.reject(new Error("database down")) : Promise.resolve(["a post"]),
  );

  it("keeps a page whose parts were read for the lifetime of its reads", async () => {
    const page = await pageLifetimeOf(() => partialRead(popular(false), "popular_posts_failed"));
    expect(page).toEqual({ result: ["a post"], lifetime: 600, stored: 1 });
  });

  it("answers null for a failed read and keeps the page for 5 seconds only, not 600", async () => {
    const page = await pageLifetimeOf(() => partialRead(popular(true), "popular_posts_failed"));
    expect(page.result).toBeNull();
    expect(page.lifetime).toBe(5);
  });
});
