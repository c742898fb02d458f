/**
 * The operators' session for the /admin pages. Shoppers' sessions live in the browser (a token
 * sent in headers, SPEC §4), which server-rendered pages cannot see; so when an ADMIN signs in,
 * the same token is also set as an HttpOnly cookie that only the admin pages and their server
 * actions read. Customers never receive it. Anyone without a valid admin cookie gets a 404 there.
 */
import "server-only";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { db } from "../db";
import { siteUrl } from "../env";
import { forbidden } from "../http/errors";
import type { Caller } from "./session";
import { verifyToken } from "./tokens";

export const ADMIN_COOKIE = "gp_admin";
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;

/** Set-Cookie value: the admin's token, or an expired cookie to sign out. */
export function adminCookie(token: string | null): string {
  const secure = siteUrl().startsWith("https:") ? "; Secure" : "";
  const value = token ?? "";
  const maxAge = token ? SEVEN_DAYS_SECONDS : 0;
  return `${ADMIN_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

/** The admin behind the request's cookie, re-read from the database; null for anyone else. */
export async function currentAdmin(): Promise<Caller | null> {
  const token = (await cookies()).get(ADMIN_COOKIE)?.value;
  if (!token) return null;
  const claims = await verifyToken(token);
  if (!claims) return null;
  const user = await db().user.findUnique({ where: { id: claims.userId }, select: { id: true, role: true } });
  return user?.role === "ADMIN" ? user : null;
}

/** For admin pages: the admin, or the store's ordinary 404 (the area's existence is not revealed). */
export async function requireAdminPage(): Promise<Caller> {
  const admin = await currentAdmin();
  if (!admin) notFound();
  return admin;
}

/** For admin server actions: the admin, or a refusal that changes nothing. */
export async function requireAdminAction(): Promise<Caller> {
  const admin = await currentAdmin();
  if (!admin) throw forbidden("Only store administrators can do this");
  return admin;
}
