/**
 * The browser storage keys of SPEC §9 (token, user, cart, wishlist). The session lives in
 * sessionStorage because the 'remember' flag is always false; a token in localStorage (left by
 * an older visit) is still honoured at start, as the spec says.
 */
export const STORAGE_KEYS = {
  token: "token",
  user: "user",
  cart: "cart",
  wishlist: "wishlist",
  /** A message still to be shown after a redirect (the expired-session notice). */
  notice: "notice",
  /** The checkout's entries for this tab (payment choice, notes, address), until the order is placed. */
  checkout: "checkout",
  /** The pincode delivery was last quoted for in this tab (cart, checkout). */
  deliveryPincode: "deliveryPincode",
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

export function readStoredToken(): string | null {
  return safely(() => sessionStorage.getItem(STORAGE_KEYS.token) ?? localStorage.getItem(STORAGE_KEYS.token), null);
}

export function readJson<T>(storage: "session" | "local", key: Key): T | null {
  return safely(() => {
    const text = (storage === "session" ? sessionStorage : localStorage).getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  }, null);
}

export function writeJson(storage: "session" | "local", key: Key, value: unknown): void {
  safely(() => (storage === "session" ? sessionStorage : localStorage).setItem(key, JSON.stringify(value)), undefined);
}

export function writeText(storage: "session" | "local", key: Key, value: string): void {
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

export function readText(storage: "session" | "local", key: Key): string | null {
  return safely(() => (storage === "session" ? sessionStorage : localStorage).getItem(key), null);
}
