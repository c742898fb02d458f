/**
 * Builds /shop URLs from filter state, so links (pagination, page size, view, sort) keep every
 * other filter. Defaults are left out to keep URLs short and canonical.
 */
import { PRICE_CEILING, type ShopQuery } from "../validation/catalogue";

export function shopUrl(query: ShopQuery, changes: Partial<ShopQuery> = {}): string {
  const state = { ...query, ...changes };
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.category) params.set("category", state.category);
  if (state.minPrice > 0) params.set("minPrice", String(state.minPrice));
  if (state.maxPrice < PRICE_CEILING) params.set("maxPrice", String(state.maxPrice));
  for (const age of state.age) params.append("age", String(age));
  if (state.class !== undefined) params.set("class", String(state.class));
  if (state.topic) params.set("topic", state.topic);
  if (state.rating > 0) params.set("rating", String(state.rating));
  if (state.inStock) params.set("inStock", "1");
  if (state.discounted) params.set("discounted", "1");
  if (state.sort !== "featured") params.set("sort", state.sort);
  if (state.size !== 12) params.set("size", String(state.size));
  if (state.view !== "grid") params.set("view", state.view);
  if (state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `/shop?${search}` : "/shop";
}

/** At most three page numbers around the current one (SPEC §9). */
export function visiblePages(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - 1, pages - 2));
  return Array.from({ length: Math.min(3, pages) }, (_, index) => start + index);
}
