/**
 * The storefront's cache. The catalogue, blog and banner reads are kept in Next.js's data cache
 * under a tag; each domain module declares its own cached reads (`cachedRead`), and its writes
 * report the tags they changed (`expireCache`). The public pages built on these reads (home,
 * product, blog post, about, terms) are static, rendered on first request and kept in Next.js's
 * page cache: a page carries the tags of the reads it made, so the same expiry renders it again.
 * A leaf: it knows tags, not the modules that use them.
 *
 * `unstable_cache` rather than "use cache": the directive needs Cache Components
 * (`cacheComponents: true`), which changes how every route renders, the root layout included.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { revalidateTag, unstable_cache, updateTag } from "next/cache";

export const CACHE_TAGS = { catalogue: "catalogue", blog: "blog", sliders: "sliders", reviews: "reviews" } as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * How long an entry may be kept at most. Writes outside a request cannot expire a tag (the
 * payment sweep's released stock, `npm run db:seed` from another process), so these bound how long
 * such a change takes to show; the catalogue's stock matters most.
 */
const LIFETIME_SECONDS: Record<CacheTag, number> = { catalogue: 60, blog: 600, sliders: 600, reviews: 600 };

/**
 * `read`, cached under `tag`; `name` keeps the entries of different reads apart. Results travel
 * through JSON, so they hold numbers and strings (epoch milliseconds, not Dates).
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tag: CacheTag,
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [name], { tags: [tag], revalidate: LIFETIME_SECONDS[tag] });
}

/** The tags changed by the writes of the request being served. */
const changedTags = new AsyncLocalStorage<Set<CacheTag>>();

/**
 * Runs a request's work (a route handler, a server action) and then expires every tag its writes
 * reported. Next.js can expire a tag only inside a request (`revalidateTag` throws anywhere else),
 * so the edges that Next.js calls open this scope and the domain never needs to know where it runs.
 * Tags are expired even when the work fails: what it committed before failing must show.
 */
export async function expiringChangedCaches<T>(work: () => Promise<T>): Promise<T> {
  const changed = new Set<CacheTag>();
  try {
    return await changedTags.run(changed, work);
  } finally {
    for (const tag of changed) expireNow(tag);
  }
}

/**
 * A committed write changed what these tags show. Inside a request they expire when it ends;
 * outside one (scripts, tests, the payment sweep) there is no cache to expire, and the
 * lifetimes above bound how long the change takes to show.
 */
/**
 * Expires a tag so that the next page view reads fresh data, never the stale copy: `updateTag` in a
 * server action (the admin's writes), `revalidateTag` with no lifetime left in a route handler,
 * where `updateTag` is refused. A tag profile in a server action was seen to leave a page one write
 * behind when two writes followed each other (approving a review, then replying to it).
 */
function expireNow(tag: CacheTag): void {
  try {
    updateTag(tag);
  } catch {
    revalidateTag(tag, { expire: 0 });
  }
}

export function expireCache(...tags: CacheTag[]): void {
  const changed = changedTags.getStore();
  for (const tag of tags) changed?.add(tag);
}

/**
 * `next build` is rendering the static pages. There is no database there (the Docker build), and
 * the server discards what the build rendered when it starts (server/index.js), so a page that
 * reads the database renders nothing at build.
 */
export function renderingForBuild(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}
