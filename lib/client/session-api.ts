/**
 * The session's calls to the API (SPEC §4): the stored token verified against the profile call at
 * start and every 30 minutes, revoked on logout, and sent with every call made on the shopper's
 * behalf; a token the server rejects ends the session. The answers' schemas (and zod) are
 * imported with the first call, not with the page.
 *
 * The full-screen loader covers only a visit's initial check: a token the server confirmed within
 * the last 30 minutes (the recheck interval) is trusted at once on a later page load and checked
 * again behind the page. A loader on every page load would cover a page already painted, and
 * catch the taps meant for it.
 */
import type { z } from "zod";
import { callApi, type ApiRequest, type Envelope } from "./api";
import { ApiError, isSessionRejection, SESSION_EXPIRED_MESSAGE } from "./api-errors";
import { confirmedWithin, expireSession, recordConfirmation, sessionStore, type SessionUser } from "./session";
import { readJson, readStoredToken } from "./storage";

export const PROFILE_RECHECK_MS = 30 * 60 * 1000;

/** Reads a stored session once, at start, and verifies it. */
export async function restoreSession(): Promise<void> {
  if (sessionStore.get().status !== "unknown") return;
  const stored = readStoredToken();
  if (!stored) {
    sessionStore.set((state) => ({ ...state, status: "signed-out" }));
    return;
  }
  const { token, area } = stored;
  const user = readJson<SessionUser>(area, "user");
  const status = user && confirmedWithin(area, PROFILE_RECHECK_MS) ? "signed-in" : "checking";
  sessionStore.set({ status, token, user, expired: false, area });
  await verifySession();
}

/** Asks the profile call whether the token still holds; a network failure keeps the session. */
export async function verifySession(): Promise<void> {
  const { token, area } = sessionStore.get();
  if (!token) return;
  try {
    // The schema's chunk loads while the question is asked: the loading screen waits for both.
    const schema = import("../wire/user").then((wire) => wire.profileResponse);
    const { user } = await callApi("/api/user/profile", schema, { method: "GET", token });
    recordConfirmation(area, user);
    sessionStore.set((state) => (state.token === token ? { ...state, status: "signed-in", user } : state));
  } catch (error) {
    if (isSessionRejection(error)) expireSession();
    else sessionStore.set((state) => (state.token === token ? { ...state, status: "signed-in" } : state));
  }
}

/** Asks the server to revoke this device's token (and an operator's admin cookie). */
export async function revokeToken(token: string | null): Promise<void> {
  const { envelopeOnlyResponse } = await import("../wire/user");
  await callApi("/api/user/logout", envelopeOnlyResponse, { token });
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
