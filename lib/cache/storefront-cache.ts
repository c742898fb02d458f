/**
 * The storefront's cache. The catalogue, blog and banner reads are kept in Next.js's data cache
 * under tags; each domain module declares its own cached reads (`cachedRead`), and its writes
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
import { log } from "../log";

/**
 * The shared tags. `catalogue` is what lists products (shop, home, search, the API's list),
 * `reviews` the ratings those lists show; one product's own page and answer carry its
 * `productTag`, so a write to one product renders that page and the lists, not every product page.
 */
export const CACHE_TAGS = {
  catalogue: "catalogue",
  blog: "blog",
  sliders: "sliders",
  reviews: "reviews",
  shipping: "shipping",
  learning: "learning",
} as const;
type SharedTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
export type ProductTag = `product:${string}`;
export type CacheTag = SharedTag | ProductTag;

/** The tag of one product's page and API answer: the product, its reviews and its stock. */
export const productTag = (productId: string): ProductTag => `product:${productId}`;

/**
 * How long an entry may be kept at most. Writes outside a request cannot expire a tag (the
 * payment sweep's released stock, `npm run db:seed` from another process), so these bound how long
 * such a change takes to show; the catalogue's stock matters most, on its lists and its pages.
 */
const LIFETIME_SECONDS: Record<SharedTag | "product", number> = {
  catalogue: 60,
  product: 60,
  shipping: 60,
  blog: 600,
  sliders: 600,
  reviews: 600,
  learning: 600,
};

const lifetimeOf = (tags: CacheTag[]) =>
  Math.min(...tags.map((tag) => LIFETIME_SECONDS[tag.startsWith("product:") ? "product" : (tag as SharedTag)]));

/**
 * `read`, cached under `tags` (fixed, or named by the read's arguments: a product's id); `name`
 * keeps the entries of different reads apart. Results travel through JSON, so they hold numbers
 * and strings (epoch milliseconds, not Dates).
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: CacheTag | ((args: NoInfer<Args>) => CacheTag[]),
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cachedUnder = (tagList: CacheTag[]) =>
    unstable_cache(read, [name], { tags: tagList, revalidate: lifetimeOf(tagList) });
  if (typeof tags === "string") return cachedUnder([tags]);
  // The key is the name and the arguments, whatever the tags: one entry per product either way.
  return (...args) => cachedUnder(tags(args))(...args);
}

/** How long a page is kept when a part of it shows a failed read: the next request after renders again. */
const FAILED_READ_LIFETIME_SECONDS = 5;

/**
 * The read of one part of a page (a box of links): null when it fails, logged as `event`, so the
 * part shows its failure text (SPEC §8) and the page around it still renders. A cached page is
 * then kept for seconds, not for its reads' lifetime: Next.js keeps a page for the shortest
 * lifetime among the cached reads its render made, so one more read with that lifetime bounds it.
 * (A page that is stale but not expired is not rendered with a failure: `unstable_cache` answers
 * its last good copy when the read fails.)
 */
export async function partialRead<T>(read: Promise<T>, event: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    log.error(event, { error });
    await unstable_cache(() => Promise.resolve(true), ["failed-read"], { revalidate: FAILED_READ_LIFETIME_SECONDS })();
    return null;
  }
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
 * Expires a tag so that the next read renders from the database, never from the copy made before
 * the write: `updateTag` in a server action (the admin's writes), `revalidateTag` with no lifetime
 * left in a route handler, where `updateTag` is refused. Both record the tag as expired now, so
 * every page and cached read stored before is a miss, however many writes came in a row.
 *
 * Never a lasting profile such as `revalidateTag(tag, "max")`: that only marks the tag stale, and
 * Next.js answers a stale entry at once and renders it again behind the answer (route handlers'
 * `unstable_cache` reads too), so the first view after each write shows the store before it.
 * What no expiry covers: a render that read the database before the write and stores its copy
 * after the expiry (Next.js compares the expiry with when a copy was stored); the lifetimes above
 * bound that copy.
 */
function expireNow(tag: CacheTag): void {
  try {
    updateTag(tag);
  } catch {
    revalidateTag(tag, { expire: 0 });
  }
}

/**
 * A committed write changed what these tags show. Inside a request they expire when it ends;
 * outside one (scripts, tests, the payment sweep) there is no cache to expire, and the
 * lifetimes above bound how long the change takes to show.
 */
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
