/** What an admin list reads from its address: Next.js's search params (a repeated key is an array). */
export type ListParams = Record<string, string | string[] | undefined>;

/** A key's value as one string: the first of a repeated key. */
export const firstParam = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The page a paged admin list was asked for (`?page=`): 1 when absent or unreadable, capped far above any real list. */
export function requestedPage(raw: string | string[] | undefined): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(firstParam(raw) ?? "1", 10) || 1));
}

/** The value of `params[key]` that is one of `values`, else undefined: an unknown filter shows everything. */
export const oneOf = <Value extends string>(values: readonly Value[], raw: string | string[] | undefined) =>
  values.find((value) => value === firstParam(raw));

/** A list's address with these filters; empty ones are left out. */
export function listAddress(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
