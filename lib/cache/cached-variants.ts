/**
 * The shop and blog lists read their filters from the query string, which a cached page cannot
 * see. proxy.ts therefore rewrites a filtered list to an address of its own, the filters in the
 * path, where the page is cached per variant like any other: one canonical variant per set of
 * filters (defaults left out, unknown keys dropped), so `?page=1&_rsc=…` shares the entry of
 * the unfiltered list and needs no rewrite at all.
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

/** Where a variant is cached: `<list>/filtered/<filters, base64url>`; Next.js's route params are opaque text. */
export const variantPath = (list: string, search: string) =>
  `${list}/filtered/${Buffer.from(search).toString("base64url")}`;

/** The filters a variant address carries, read back. */
export const variantSearch = (encoded: string) => new URLSearchParams(Buffer.from(encoded, "base64url").toString());

/** The cached variant to serve for this list address, or null when it is the list itself (or no list). */
export function cachedVariantFor(pathname: string, params: URLSearchParams): string | null {
  if (!(pathname in LISTS) || params.size === 0) return null;
  const search = LISTS[pathname as keyof typeof LISTS](params);
  return search ? variantPath(pathname, search) : null;
}
