/** The page a paged admin list was asked for (`?page=`): 1 when absent or unreadable, capped far above any real list. */
export function requestedPage(raw: string | undefined): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(raw ?? "1", 10) || 1));
}
