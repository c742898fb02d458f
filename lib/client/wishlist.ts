/** The wishlist: product ids kept in localStorage only (SPEC §3), newest first. */
import { readJson, writeJson } from "./storage";
import { createStore } from "./store";

export const wishlistStore = createStore<string[]>([]);

export function restoreWishlist(): void {
  const stored = readJson<unknown>("local", "wishlist");
  wishlistStore.set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []);
}

/** Adds or removes a product; answers whether it is now in the wishlist. */
export function toggleWishlist(productId: string): boolean {
  const ids = wishlistStore.get();
  const adding = !ids.includes(productId);
  const next = adding ? [productId, ...ids] : ids.filter((id) => id !== productId);
  writeJson("local", "wishlist", next);
  wishlistStore.set(next);
  return adding;
}

export function forgetWishlist(): void {
  wishlistStore.set([]);
}
