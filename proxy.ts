/**
 * Runs before every request except Next.js's build assets and link prefetches (Next.js's
 * documented matcher): sets the security headers of lib/http/security-headers.ts, gives each
 * page rendered per request a fresh Content-Security-Policy nonce, and the cached public pages
 * their policy without one (completed by the server, server/script-hashes.js); sends a shop or blog list to its variant: cached, or live for filters the store
 * does not link to itself (free search text, a made-up category, tag, rating, price or page);
 * and a product or post address that names none to one shared not-found page. A server action
 * posted from another site is refused here, before Next.js runs it (lib/http/cross-site.ts).
 */
import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { LIVE_VARIANT_PATH, VARIANT_PATH, listVariantFor } from "@/lib/cache/cached-variants";
import { isOfferedValue } from "@/lib/cache/offered-filters";
import { missingRecordPage } from "@/lib/cache/record-pages";
import { siteUrl } from "@/lib/env";
import { isCrossSite, mayRunServerAction } from "@/lib/http/cross-site";
import {
  CACHED_PAGE_PATH,
  STATIC_HTML_PATH,
  UPLOAD_CONTENT_SECURITY_POLICY,
  UPLOAD_PATH,
  cachedPageContentSecurityPolicy,
  pageContentSecurityPolicy,
  securityHeaders,
  staticPageContentSecurityPolicy,
} from "@/lib/http/security-headers";

const CSP_HEADER = "Content-Security-Policy";

export async function proxy(request: NextRequest) {
  const options = {
    development: process.env.NODE_ENV === "development",
    https: new URL(siteUrl()).protocol === "https:",
  };
  const { pathname } = request.nextUrl;

  // A server action from a page of another site never runs. A shop or blog list is served from its
  // variant (lib/cache/cached-variants.ts), which has no address of its own; a product or post
  // address that names none from the shared not-found page (lib/cache/record-pages.ts): neither is
  // another cached page.
  const refusal =
    mayRunServerAction(request) && isCrossSite(request)
      ? new NextResponse("Cross-site requests are refused", { status: 403 })
      : VARIANT_PATH.test(pathname)
        ? new NextResponse("Not found", { status: 404 })
        : null;
  const rewrite = refusal
    ? null
    : ((await listVariantFor(pathname, request.nextUrl.searchParams, isOfferedValue)) ??
      (await missingRecordPage(pathname)));

  const requestHeaders = new Headers(request.headers);
  let policy: string | undefined;
  if (UPLOAD_PATH.test(pathname)) {
    policy = UPLOAD_CONTENT_SECURITY_POLICY;
  } else if (STATIC_HTML_PATH.test(pathname)) {
    policy = staticPageContentSecurityPolicy(options);
  } else if (CACHED_PAGE_PATH.test(pathname) && !options.development && !LIVE_VARIANT_PATH.test(rewrite ?? "")) {
    policy = cachedPageContentSecurityPolicy(options);
  } else if (!pathname.startsWith("/api/")) {
    // Next.js finds the nonce in the request's policy and puts it on every script it renders.
    const nonce = randomBytes(16).toString("base64");
    policy = pageContentSecurityPolicy(nonce, options);
    requestHeaders.set(CSP_HEADER, policy);
  }

  const response =
    refusal ??
    (rewrite
      ? NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } }));
  for (const [name, value] of Object.entries(securityHeaders(options))) response.headers.set(name, value);
  if (policy) response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  matcher: [
    // Prefetches too: a prefetch of a filtered list must fetch its variant; and no request reaches
    // a variant's own address, nor renders a product or post that does not exist.
    "/shop",
    "/blog",
    "/(shop|blog)/:path*",
    {
      source: "/((?!_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
