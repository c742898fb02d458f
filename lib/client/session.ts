/**
 * The shopper's session in the browser (SPEC §4): the token and user kept in localStorage (every
 * tab and later visit of the shopper's own browser), or in sessionStorage (this tab) when they
 * ticked "Not my device". This
 * module is only the state, free of the API client and zod, so the header can read it on every
 * page; verifying the token and calling on the shopper's behalf live in session-api.ts.
 */
import type { UserJson } from "../wire/user";
import { readText, removeKeys, writeJson, writeText, type StorageArea } from "./storage";
import { createStore } from "./store";

/** The signed-in user as the API sends it (lib/wire/user.ts). */
export type SessionUser = UserJson;

/** unknown: not read yet (server render, first client render); checking: a stored token is being verified. */
export type SessionStatus = "unknown" | "checking" | "signed-in" | "signed-out";

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  /** Set when the server rejected the token, until the expiry has been announced. */
  expired: boolean;
  /** Where token and user are kept: "session" when the shopper ticked "Not my device". */
  area: StorageArea;
}

export const sessionStore = createStore<SessionState>({
  status: "unknown",
  token: null,
  user: null,
  expired: false,
  area: "session",
});

/** A token counts as a session while it is being checked (SPEC §4). */
export const isSignedIn = (state: SessionState) => state.status === "signed-in" || state.status === "checking";

/** What a session keeps in storage: the token, its user, and when the server last confirmed them. */
const SESSION_KEYS = ["token", "user", "verifiedAt"] as const;

/** Keeps the user the server just confirmed the token for, and when. */
export function recordConfirmation(area: StorageArea, user: SessionUser): void {
  writeJson(area, "user", user);
  writeText(area, "verifiedAt", String(Date.now()));
}

/** Whether the server confirmed the stored token less than `ms` ago. */
export function confirmedWithin(area: StorageArea, ms: number): boolean {
  const age = Date.now() - Number(readText(area, "verifiedAt"));
  return age >= 0 && age < ms;
}

/**
 * Keeps a new session: for the browser when `remember` (the shopper's own device), else for this tab.
 * Either way a token left by an earlier sign-in in the other storage goes, so one session holds.
 */
export function signIn(token: string, user: SessionUser, remember = false): void {
  const area: StorageArea = remember ? "local" : "session";
  removeKeys(...SESSION_KEYS);
  writeText(area, "token", token);
  recordConfirmation(area, user);
  sessionStore.set({ status: "signed-in", token, user, expired: false, area });
}

/** Logout: token, user, cart, wishlist and the checkout's entries go (SPEC §4). */
export function endSession(): void {
  removeKeys(...SESSION_KEYS, "cart", "wishlist", "checkout", "intent", "deliveryPincode");
  sessionStore.set({ status: "signed-out", token: null, user: null, expired: false, area: "session" });
}

/** Kept until the login page has said it, whichever way the browser got there. */
export const EXPIRED_NOTICE = "session-expired";

/** A rejected token: token, user, cart and the checkout's entries go; the wishlist stays (SPEC §4). */
export function expireSession(): void {
  removeKeys(...SESSION_KEYS, "cart", "checkout", "deliveryPincode");
  writeText("session", "notice", EXPIRED_NOTICE);
  sessionStore.set({ status: "signed-out", token: null, user: null, expired: true, area: "session" });
}

export function acknowledgeExpiry(): void {
  sessionStore.set((state) => ({ ...state, expired: false }));
}
