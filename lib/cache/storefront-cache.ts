/**
 * The storefront's data cache. Pages stay dynamic (they read search parameters and the clock), but
 * the catalogue, blog and banner reads behind them are kept in Next.js's data cache under a tag,
 * and every write in lib/ that changes what they show expires that tag at once.
 *
 * `unstable_cache` rather than "use cache": the directive needs Cache Components
 * (`cacheComponents: true`), which changes how every route renders, the root layout included.
 */
import { revalidateTag, unstable_cache } from "next/cache";

export const CACHE_TAGS = { catalogue: "catalogue", blog: "blog", sliders: "sliders" } as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * How long an entry may be kept at most. Writes outside a request cannot expire a tag (the
 * payment sweep's released stock, `npm run db:seed` from another process), so these bound how long
 * such a change takes to show; the catalogue's stock matters most.
 */
const LIFETIME_SECONDS: Record<CacheTag, number> = { catalogue: 60, blog: 600, sliders: 600 };

/** `read`, cached under `tag`; `name` keeps the entries of different reads apart. */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tag: CacheTag,
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [name], { tags: [tag], revalidate: LIFETIME_SECONDS[tag] });
}

/**
 * Expires the tags now, so the next page view reads fresh data (`expire: 0`: never the stale
 * copy). Call it after the write has committed. Outside a Next.js request (integration tests,
 * scripts, the background sweep) there is no cache to expire and Next.js throws its invariant
 * error; that case alone is ignored.
 */
export function expireCache(...tags: CacheTag[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
    }
  }
}
