/**
 * The shop and blog lists read their filters from the query string, which a cached page cannot
 * see. proxy.ts therefore rewrites every list address to one of its own, the filters in the
 * path, where the page is cached per variant like any other: one canonical variant per set of
 * filters (defaults left out, unknown keys dropped), so `?page=1&_rsc=…` shares the entry of
 * the unfiltered list. The unfiltered list is rewritten too: Next.js's client router learns the
 * page behind an address it has seen and reuses it for the same path with another query, unless
 * that path is known to be rewritten.
 *
 * Only filters the store itself links to are cached: otherwise every distinct value would be one
 * more cached page, a set without bound that any visitor could grow. Free search text (`q`), a
 * category, topic or tag the store does not offer, a rating, price or page no link of its own names: such
 * a list is rewritten to a live address of its own (`<list>/search/…`), rendered per request and
 * kept out of the caches. The same content, just not cached.
 */
import { shopUrl } from "../catalog/shop-url";
import { PRICE_CEILING, PRICE_PRESETS, RATING_OPTIONS, shopQuerySchema, type ShopQuery } from "../validation/catalogue";
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

/** The price ranges of the home page's tiles. */
const PRESET_RANGES = PRICE_PRESETS.map((value) => shopQuerySchema.parse({ filter: "price", value }));
const LINKED_MIN_PRICES = new Set([0, ...PRESET_RANGES.map((range) => range.minPrice)]);
const LINKED_MAX_PRICES = new Set([PRICE_CEILING, ...PRESET_RANGES.map((range) => range.maxPrice)]);
/** The filter panel's price slider starts at the catalogue's highest price, rounded up to ₹100. */
const SLIDER_STEP = 100;
/** The deepest page cached: deeper pages are rare, and each is rendered per request. */
export const CACHED_PAGES = 20;

/** Whether the shop's bounded filters hold values the store links to (search text never). */
function shopFiltersLinked(search: URLSearchParams): boolean {
  const query = shopQueryOf(search);
  return (
    !query.q &&
    (query.rating === 0 || (RATING_OPTIONS as readonly number[]).includes(query.rating)) &&
    LINKED_MIN_PRICES.has(query.minPrice) &&
    (LINKED_MAX_PRICES.has(query.maxPrice) || query.maxPrice % SLIDER_STEP === 0) &&
    query.page <= CACHED_PAGES
  );
}

/** The filters whose values the database holds: a value is cached only when the store offers it. */
export type OfferedFilter = "category" | "topic" | "tag";
export type IsOffered = (filter: OfferedFilter, value: string) => Promise<boolean>;

/** Each list's canonical filters, whether its bounded ones are linked to, and its filters from the database. */
const LISTS = {
  "/shop": { canonical: shopSearch, linked: shopFiltersLinked, offered: ["category", "topic"] },
  "/blog": { canonical: blogSearch, linked: (search: URLSearchParams) => !search.has("q"), offered: ["tag"] },
} as const satisfies Record<
  string,
  {
    canonical: (params: URLSearchParams) => string;
    linked: (search: URLSearchParams) => boolean;
    offered: readonly OfferedFilter[];
  }
>;
type List = keyof typeof LISTS;

/**
 * The variants' own addresses: reached only through proxy.ts's rewrites. Asked for directly, every
 * made-up one would be rendered and cached (a page not found is cached too).
 */
export const VARIANT_PATH = /^\/(?:shop|blog)\/(?:filtered|search)\//;
/** The live variants: rendered per request, never cached. */
export const LIVE_VARIANT_PATH = /^\/(?:shop|blog)\/search\//;

/** The variant of a list without filters (base64url never has a dot). */
const UNFILTERED = "all.";

/** The filters in a variant's address: base64url, as Next.js's route params are opaque text. */
const encoded = (search: string) => (search ? Buffer.from(search).toString("base64url") : UNFILTERED);

/** The filters a variant address carries, read back. */
export const variantSearch = (encoded: string) =>
  new URLSearchParams(encoded === UNFILTERED ? "" : Buffer.from(encoded, "base64url").toString());

/**
 * The filters of a cached variant's address, or null when it is not one proxy.ts may send to: only
 * canonical addresses whose bounded filters are linked to are cached, so a made-up address is not
 * found rather than cached as one more copy. (The category, topic or tag is checked by proxy.ts.)
 */
export function cachedVariantSearch(list: List, encodedSearch: string): URLSearchParams | null {
  const search = variantSearch(encodedSearch);
  const canonical = LISTS[list].canonical(search);
  return encoded(canonical) === encodedSearch && LISTS[list].linked(new URLSearchParams(canonical)) ? search : null;
}

/**
 * The variant to serve for this list address, or null when it is no list: cached
 * (`<list>/filtered/…`) when every filter holds a value the store offers, else live
 * (`<list>/search/…`). The database is asked only about a category, topic or tag that is set.
 */
export async function listVariantFor(
  pathname: string,
  params: URLSearchParams,
  isOffered: IsOffered,
): Promise<string | null> {
  if (!(pathname in LISTS)) return null;
  // The plain list, the most requested address: no filters to read (zod's parse is most of this
  // function's cost).
  if (params.size === 0) return `${pathname}/filtered/${encoded("")}`;
  const list = LISTS[pathname as List];
  const search = list.canonical(params);
  const filters = new URLSearchParams(search);
  const set = list.offered.flatMap((filter) => {
    const value = filters.get(filter);
    return value ? [{ filter, value }] : [];
  });
  const cached =
    list.linked(filters) &&
    (await Promise.all(set.map(({ filter, value }) => isOffered(filter, value)))).every(Boolean);
  return `${pathname}/${cached ? "filtered" : "search"}/${encoded(search)}`;
}
