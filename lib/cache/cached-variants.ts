/**
 * The shop and blog lists read their filters from the query string, which a cached page cannot
 * see. proxy.ts therefore rewrites every list address to one of its own, the filters in the
 * path, where the page is cached per variant like any other: one canonical variant per set of
 * filters (defaults left out, unknown keys dropped), so `?page=1&_rsc=…` shares the entry of
 * the unfiltered list. The unfiltered list is rewritten too: Next.js's client router learns the
 * page behind an address it has seen and reuses it for the same path with another query, unless
 * that path is known to be rewritten.
 */
import { shopUrl } from "../catalog/shop-url";
import { shopQuerySchema } from "../validation/catalogue";
import { searchText } from "../validation/text";

/** The search parameters as the page schemas read them: repeated keys become lists. */
export function searchRecord(params: URLSearchParams): Record<string, string | string[]> {
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

/** The shop's canonical filters, as a query string without "?" (ages in order: a set, not a list). */
function shopSearch(params: URLSearchParams): string {
  const query = shopQuerySchema.parse(searchRecord(params));
  return shopUrl({ ...query, age: query.age.toSorted((a, b) => a - b) }).split("?")[1] ?? "";
}

const LISTS = {
  "/shop": shopSearch,
  "/blog": blogSearch,
} as const;

/** The variant of a list without filters (base64url never has a dot). */
const UNFILTERED = "all.";

/** Where a variant is cached: `<list>/filtered/<filters, base64url>`; Next.js's route params are opaque text. */
export const variantPath = (list: string, search: string) =>
  `${list}/filtered/${search ? Buffer.from(search).toString("base64url") : UNFILTERED}`;

/** The filters a variant address carries, read back. */
export const variantSearch = (encoded: string) =>
  new URLSearchParams(encoded === UNFILTERED ? "" : Buffer.from(encoded, "base64url").toString());

/** The cached variant to serve for this list address, or null when it is no list. */
export function cachedVariantFor(pathname: string, params: URLSearchParams): string | null {
  if (!(pathname in LISTS)) return null;
  return variantPath(pathname, LISTS[pathname as keyof typeof LISTS](params));
}
