/**
 * The one rule for "this request comes from a page of another site", used by the admin's API
 * calls (lib/auth/admin-session.ts) and by every server action (proxy.ts). Browsers name the
 * page's origin on every POST; the whole origin must match — scheme, host and port — because
 * Next.js's own action check compares the host only, so `https://localhost:3300` passed for the
 * `http://localhost:3300` store (#29 item 4).
 */
import { siteUrl } from "../env";

export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(siteUrl()).origin && origin !== ownOrigin(request);
}

/**
 * The address the browser sent the request to: the Host it named, on this server's scheme. Not
 * request.url's host alone: Next.js rewrites 127.0.0.1 and [::1] there to "localhost".
 */
function ownOrigin(request: Request): string {
  const { protocol, origin } = new URL(request.url);
  const host = request.headers.get("host");
  if (!host || !URL.canParse(`${protocol}//${host}`)) return origin;
  return new URL(`${protocol}//${host}`).origin;
}

/**
 * A request that may run a server action: any write outside /api/ (the store has no other). With
 * JavaScript, Next.js marks it with a `Next-Action` header; a form posted without names the action
 * in its body, so the method and the address decide, not the header.
 */
export const mayRunServerAction = (request: Request) =>
  !["GET", "HEAD", "OPTIONS"].includes(request.method) && !new URL(request.url).pathname.startsWith("/api/");
