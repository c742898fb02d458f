/**
 * The shopper's session in the browser (SPEC §4): the token and user kept in sessionStorage (this
 * tab), or in localStorage (every tab of the browser) when "Keep me signed in" was ticked,
 * verified against the profile call at start and every 30 minutes, and ended on logout or when
 * the server rejects the token.
 */
import { type z } from "zod";
import { ApiError, callApi, isSessionRejection, SESSION_EXPIRED_MESSAGE, type ApiRequest, type Envelope } from "./api";
import { profileResponse, type UserJson } from "../wire/user";
import { readJson, readStoredToken, removeKeys, writeJson, writeText, type StorageArea } from "./storage";
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
  /** Where token and user are kept: "local" when the shopper chose "Keep me signed in". */
  area: StorageArea;
}

export const PROFILE_RECHECK_MS = 30 * 60 * 1000;

export const sessionStore = createStore<SessionState>({
  status: "unknown",
  token: null,
  user: null,
  expired: false,
  area: "session",
});

/** A token counts as a session while it is being checked (SPEC §4). */
export const isSignedIn = (state: SessionState) => state.status === "signed-in" || state.status === "checking";

/** Reads a stored session once, at start, and verifies it. */
export async function restoreSession(): Promise<void> {
  if (sessionStore.get().status !== "unknown") return;
  const stored = readStoredToken();
  if (!stored) {
    sessionStore.set((state) => ({ ...state, status: "signed-out" }));
    return;
  }
  const { token, area } = stored;
  sessionStore.set({ status: "checking", token, user: readJson<SessionUser>(area, "user"), expired: false, area });
  await verifySession();
}

/** Asks the profile call whether the token still holds; a network failure keeps the session. */
export async function verifySession(): Promise<void> {
  const { token, area } = sessionStore.get();
  if (!token) return;
  try {
    const { user } = await callApi("/api/user/profile", profileResponse, { method: "GET", token });
    writeJson(area, "user", user);
    sessionStore.set((state) => (state.token === token ? { ...state, status: "signed-in", user } : state));
  } catch (error) {
    if (isSessionRejection(error)) expireSession();
    else sessionStore.set((state) => (state.token === token ? { ...state, status: "signed-in" } : state));
  }
}

/**
 * Keeps a new session: for this tab, or for the browser when `remember` ("Keep me signed in").
 * Either way a token left by an earlier sign-in in the other storage goes, so one session holds.
 */
export function signIn(token: string, user: SessionUser, remember = false): void {
  const area: StorageArea = remember ? "local" : "session";
  removeKeys("token", "user");
  writeText(area, "token", token);
  writeJson(area, "user", user);
  sessionStore.set({ status: "signed-in", token, user, expired: false, area });
}

/** Logout: token, user, cart, wishlist and the checkout's entries go (SPEC §4). */
export function endSession(): void {
  removeKeys("token", "user", "cart", "wishlist", "checkout", "intent", "deliveryPincode");
  sessionStore.set({ status: "signed-out", token: null, user: null, expired: false, area: "session" });
}

/** Kept until the login page has said it, whichever way the browser got there. */
export const EXPIRED_NOTICE = "session-expired";

/** A rejected token: token, user, cart and the checkout's entries go; the wishlist stays (SPEC §4). */
export function expireSession(): void {
  removeKeys("token", "user", "cart", "checkout", "deliveryPincode");
  writeText("session", "notice", EXPIRED_NOTICE);
  sessionStore.set({ status: "signed-out", token: null, user: null, expired: true, area: "session" });
}

export function acknowledgeExpiry(): void {
  sessionStore.set((state) => ({ ...state, expired: false }));
}

type ShopperRequest = Omit<ApiRequest, "token">;

/** A call on the signed-in shopper's behalf (read with `schema`, as callApi); a rejected token ends the session. */
export async function callAsShopper<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  request?: ShopperRequest,
): Promise<z.output<Schema> & Envelope> {
  const { token } = sessionStore.get();
  if (!token) throw new ApiError("No authentication token available", 401);
  try {
    return await callApi(path, schema, { ...request, token });
  } catch (error) {
    if (isSessionRejection(error)) {
      expireSession();
      throw new ApiError(SESSION_EXPIRED_MESSAGE, 401);
    }
    throw error;
  }
}
