/**
 * The browser storage keys of SPEC §9 (token, user, cart, wishlist). The session lives in
 * localStorage, shared by the browser's tabs and kept between visits (SPEC §4's 'remember' flag,
 * which the store's screens set unless the shopper ticks "Not my device": then sessionStorage,
 * this tab only). A token found in either is honoured at start.
 */
export const STORAGE_KEYS = {
  token: "token",
  user: "user",
  /** When the server last confirmed the stored token (ms since the epoch), kept beside it. */
  verifiedAt: "verifiedAt",
  cart: "cart",
  wishlist: "wishlist",
  /** A message still to be shown after a redirect (the expired-session notice). */
  notice: "notice",
  /** The checkout's entries for this tab (payment choice, notes, address), until the order is placed. */
  checkout: "checkout",
  /** The checkout steps this tab has reported to the funnel (lib/client/telemetry.ts), until the order is placed. */
  funnelSteps: "funnelSteps",
  /** A visitor's Add to Cart / Buy Now, completed after sign-in (lib/client/purchase-intent.ts). */
  intent: "intent",
  /** The pincode delivery was last quoted for in this tab (cart, checkout). */
  deliveryPincode: "deliveryPincode",
  /** The blog posts this browser liked (SPEC §4: liked ids tracked locally). */
  likedPosts: "likedPosts",
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Storage can be unavailable (private modes, disabled cookies): every access is guarded. */
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export type StorageArea = "session" | "local";

/** The stored token and where it is kept: this tab's storage first, then the browser's. */
export function readStoredToken(): { token: string; area: StorageArea } | null {
  return safely(() => {
    const inTab = sessionStorage.getItem(STORAGE_KEYS.token);
    if (inTab) return { token: inTab, area: "session" as const };
    const inBrowser = localStorage.getItem(STORAGE_KEYS.token);
    return inBrowser ? { token: inBrowser, area: "local" as const } : null;
  }, null);
}

export function readJson<T>(storage: StorageArea, key: Key): T | null {
  return safely(() => {
    const text = (storage === "session" ? sessionStorage : localStorage).getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  }, null);
}

export function writeJson(storage: StorageArea, key: Key, value: unknown): void {
  safely(() => (storage === "session" ? sessionStorage : localStorage).setItem(key, JSON.stringify(value)), undefined);
}

export function writeText(storage: StorageArea, key: Key, value: string): void {
  safely(() => (storage === "session" ? sessionStorage : localStorage).setItem(key, value), undefined);
}

export function removeKeys(...keys: Key[]): void {
  safely(() => {
    for (const key of keys) {
      sessionStorage.removeItem(key);
      localStorage.removeItem(key);
    }
  }, undefined);
}

export function readText(storage: StorageArea, key: Key): string | null {
  return safely(() => (storage === "session" ? sessionStorage : localStorage).getItem(key), null);
}
