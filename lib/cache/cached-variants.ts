/**
 * The shop and blog lists read their filters from the query string, which a cached page cannot
 * see. proxy.ts therefore rewrites every list address to one of its own, the filters in the
 * path, where the page is cached per variant like any other: one canonical variant per set of
 * filters (defaults left out, unknown keys dropped), so `?page=1&_rsc=…` shares the entry of
 * the unfiltered list. The unfiltered list is rewritten too: Next.js's client router learns the
 * page behind an address it has seen and reuses it for the same path with another query, unless
 * that path is known to be rewritten.
 *
 * Free search text (`q`) is the exception: every distinct text would be one more cached page, a
 * set without bound that any visitor could grow. A list with `q` is rewritten to a live address
 * of its own (`<list>/search/…`), rendered per request and kept out of the caches.
 */
import { shopUrl } from "../catalog/shop-url";
import { shopQuerySchema, type ShopQuery } from "../validation/catalogue";
import { searchText } from "../validation/text";

/** The search parameters as the page schemas read them: repeated keys become lists. */
function searchRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/** The blog list's canonical filters (search text and tag), as a query string without "?". */
export function blogSearch(params: URLSearchParams): string {
  const q = searchText().parse(params.get("q") ?? undefined);
  const tag = searchText(60).parse(params.get("tag") ?? undefined);
  return new URLSearchParams({ ...(q ? { q } : {}), ...(tag ? { tag } : {}) }).toString();
}

/** The shop's filters as its page reads them. */
export const shopQueryOf = (params: URLSearchParams): ShopQuery => shopQuerySchema.parse(searchRecord(params));

/** The shop's canonical filters, as a query string without "?" (ages in order: a set, not a list). */
function shopSearch(params: URLSearchParams): string {
  const query = shopQueryOf(params);
  return shopUrl({ ...query, age: query.age.toSorted((a, b) => a - b) }).split("?")[1] ?? "";
}

const LISTS = {
  "/shop": shopSearch,
  "/blog": blogSearch,
} as const;
type List = keyof typeof LISTS;

/**
 * The variants' own addresses: reached only through proxy.ts's rewrites. Asked for directly, every
 * made-up one would be rendered and cached (a page not found is cached too).
 */
export const VARIANT_PATH = /^\/(?:shop|blog)\/(?:filtered|search)\//;

/** The variant of a list without filters (base64url never has a dot). */
const UNFILTERED = "all.";

/**
 * Where a variant is served: `<list>/filtered/<filters, base64url>` (cached), or `<list>/search/…`
 * (live) when the filters hold search text; Next.js's route params are opaque text.
 */
function variantPath(list: string, search: string): string {
  const kind = new URLSearchParams(search).has("q") ? "search" : "filtered";
  return `${list}/${kind}/${search ? Buffer.from(search).toString("base64url") : UNFILTERED}`;
}

/** The filters a variant address carries, read back. */
export const variantSearch = (encoded: string) =>
  new URLSearchParams(encoded === UNFILTERED ? "" : Buffer.from(encoded, "base64url").toString());

/**
 * The filters of a cached variant's address, or null when it is not one proxy.ts sends to: only
 * canonical addresses without search text are cached, so a made-up address is not found rather
 * than cached as one more copy.
 */
export function cachedVariantSearch(list: List, encoded: string): URLSearchParams | null {
  const search = variantSearch(encoded);
  return variantPath(list, LISTS[list](search)) === `${list}/filtered/${encoded}` ? search : null;
}

/** The variant to serve for this list address (cached or live), or null when it is no list. */
export function listVariantFor(pathname: string, params: URLSearchParams): string | null {
  if (!(pathname in LISTS)) return null;
  return variantPath(pathname, LISTS[pathname as List](params));
}
