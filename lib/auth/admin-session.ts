/**
 * The operators' session: everything only an admin may do (the /admin pages, their server
 * actions, POST /api/products/remove) asks for it, never for the token page scripts can read.
 * Signing in as an ADMIN starts a separate ADMIN session (./session.ts) that lasts 8 hours from
 * sign-in and lives only in an HttpOnly, SameSite=Strict cookie — named `__Host-gp_admin`
 * (Secure, Path=/, no Domain) when SITE_URL is https, `gp_admin` on http://localhost. Logout,
 * a new password or a role change end it. Anyone without it gets a 404 on the pages.
 */
import "server-only";
import { parseCookie, stringifySetCookie } from "cookie";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { siteUrl } from "../env";
import { isCrossSite } from "../http/cross-site";
import { forbidden, unauthorized } from "../http/errors";
import { revokeSession, sessionCaller, startSession, type Caller, type StartedSession } from "./session";

const servedOverHttps = () => siteUrl().startsWith("https:");

export const adminCookieName = () => (servedOverHttps() ? "__Host-gp_admin" : "gp_admin");

/** Set-Cookie value: a new admin session, or (null) an expired cookie that signs out. */
export function adminCookie(session: StartedSession | null): string {
  return stringifySetCookie({
    name: adminCookieName(),
    value: session?.token ?? "",
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: servedOverHttps(),
    maxAge: session ? Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) : 0,
  });
}

/** Starts an admin session for this account; the answer is the Set-Cookie that carries it. */
export async function startAdminSession(userId: string): Promise<string> {
  return adminCookie(await startSession(userId, "ADMIN"));
}

function adminCookieOf(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  return header ? parseCookie(header)[adminCookieName()] : undefined;
}

/** Logout: ends the request's admin session, if any; the answer is the Set-Cookie that clears it. */
export async function endAdminSession(request: Request): Promise<string> {
  await revokeSession(adminCookieOf(request));
  return adminCookie(null);
}

/** The admin behind an admin session cookie, re-read from the database: a demoted admin is refused at once. */
async function adminBehind(cookie: string | undefined): Promise<Caller | null> {
  const caller = cookie ? await sessionCaller(cookie, "ADMIN") : null;
  return caller?.role === "ADMIN" ? caller : null;
}

/** The admin behind this request's admin session cookie; null for anyone else (reads that also serve others). */
export const adminOfRequest = (request: Request): Promise<Caller | null> => adminBehind(adminCookieOf(request));

/** The admin behind the current request's cookie; null for anyone else. */
export async function currentAdmin(): Promise<Caller | null> {
  return adminBehind((await cookies()).get(adminCookieName())?.value);
}

/** For admin pages: the admin, or the store's ordinary 404 (the area's existence is not revealed). */
export async function requireAdminPage(): Promise<Caller> {
  const admin = await currentAdmin();
  if (!admin) notFound();
  return admin;
}

/** For admin server actions (proxy.ts refuses a cross-site one): the admin, or a refusal that changes nothing. */
export async function requireAdminAction(): Promise<Caller> {
  const admin = await currentAdmin();
  if (!admin) throw forbidden("Only store administrators can do this");
  return admin;
}

/**
 * For the admin's API calls: the admin behind the request's admin session cookie. A bearer or
 * `token` header is never enough (401), and a cross-site request is refused (403).
 */
export async function requireAdminSession(request: Request): Promise<Caller> {
  if (isCrossSite(request)) throw forbidden("Cross-site requests are refused");
  const admin = await adminBehind(adminCookieOf(request));
  if (!admin) throw unauthorized("Please sign in as a store administrator");
  return admin;
}
