/**
 * Runs before every request except Next.js's build assets. Routes a page's address to its
 * language's route (app/[locale]/: English at the root, Hindi under /hi, lib/i18n/addresses.ts) and
 * sends a shopper who chose Hindi from an English address to the Hindi one. Sets the security
 * headers of lib/http/security-headers.ts: a fresh Content-Security-Policy nonce for each page
 * rendered per request, and the cached public pages their policy without one (completed by the
 * server, server/script-hashes.js). Sends a shop or blog list to its variant: cached, or live for
 * filters the store does not link to itself (free search text, a made-up category, tag, rating,
 * price or page); and a product or post address that names none to one shared not-found page. A
 * server action posted from another site is refused here, before Next.js runs it
 * (lib/http/cross-site.ts), and so is one that says its body is over the actions' limit, in words
 * the admin's form shows (lib/media/image-limits.ts).
 */
import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { LIVE_VARIANT_PATH, VARIANT_PATH, listVariantFor } from "@/lib/cache/cached-variants";
import { isOfferedValue } from "@/lib/cache/offered-filters";
import { missingRecordPage } from "@/lib/cache/record-pages";
import { siteUrl } from "@/lib/env";
import { isCrossSite, mayRunServerAction } from "@/lib/http/cross-site";
import { isEnglishOnly, localizedPath, pageAddress, routePath, type PageAddress } from "@/lib/i18n/addresses";
import { REQUEST_TOO_LARGE_MESSAGE, SERVER_ACTION_BODY_BYTES } from "@/lib/media/image-limits";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
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
/** Where next-intl reads the request's language when a page is rendered per request. */
const LOCALE_HEADER = "X-NEXT-INTL-LOCALE";

/**
 * A redirect to the address a page is served at, or null: "/en/…" is the English address without
 * its prefix (308), and an English address asked for by a browser whose shopper chose Hindi with
 * the header's switch (its cookie) is the Hindi one (307: the choice can change).
 */
function languageRedirect(request: NextRequest, address: PageAddress): NextResponse | null {
  const target = (path: string) => {
    const url = new URL(request.url);
    url.pathname = path;
    return url;
  };
  if (address.prefixed && address.locale === DEFAULT_LOCALE) return NextResponse.redirect(target(address.path), 308);
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  const remembered =
    !address.prefixed &&
    isLocale(chosen) &&
    chosen !== DEFAULT_LOCALE &&
    request.method === "GET" &&
    !request.headers.has("rsc") &&
    !isEnglishOnly(address.path);
  return remembered ? NextResponse.redirect(target(localizedPath(address.path, chosen)), 307) : null;
}

/** A body over the server actions' limit, by the length the request declares: refused before it is read. */
const overActionLimit = (request: NextRequest) =>
  Number(request.headers.get("content-length")) > SERVER_ACTION_BODY_BYTES;

export async function proxy(request: NextRequest) {
  const options = {
    development: process.env.NODE_ENV === "development",
    https: new URL(siteUrl()).protocol === "https:",
  };
  const { pathname } = request.nextUrl;
  const address = pageAddress(pathname);

  // A server action from a page of another site never runs, nor one too large to take. A shop or blog list is served from its
  // variant (lib/cache/cached-variants.ts), which has no address of its own; a product or post
  // address that names none from the shared not-found page (lib/cache/record-pages.ts): neither is
  // another cached page.
  const action = mayRunServerAction(request);
  const refusal =
    action && isCrossSite(request)
      ? new NextResponse("Cross-site requests are refused", { status: 403 })
      : action && overActionLimit(request)
        ? // Plain text: the one refusal Next.js's client hands on to the form as its message.
          new NextResponse(REQUEST_TOO_LARGE_MESSAGE, { status: 413, headers: { "Content-Type": "text/plain" } })
        : address &&
            (VARIANT_PATH.test(address.path) || (address.locale !== DEFAULT_LOCALE && isEnglishOnly(address.path)))
          ? new NextResponse("Not found", { status: 404 })
          : address && languageRedirect(request, address);
  const variant =
    refusal || !address
      ? null
      : ((await listVariantFor(address.path, request.nextUrl.searchParams, isOfferedValue)) ??
        (await missingRecordPage(address.path)));

  const requestHeaders = new Headers(request.headers);
  let policy: string | undefined;
  if (UPLOAD_PATH.test(pathname)) {
    policy = UPLOAD_CONTENT_SECURITY_POLICY;
  } else if (STATIC_HTML_PATH.test(pathname)) {
    policy = staticPageContentSecurityPolicy(options);
  } else if (
    address &&
    CACHED_PAGE_PATH.test(address.path) &&
    !options.development &&
    !LIVE_VARIANT_PATH.test(variant ?? "")
  ) {
    policy = cachedPageContentSecurityPolicy(options);
  } else if (!pathname.startsWith("/api/")) {
    // Next.js finds the nonce in the request's policy and puts it on every script it renders.
    const nonce = randomBytes(16).toString("base64");
    policy = pageContentSecurityPolicy(nonce, options);
    requestHeaders.set(CSP_HEADER, policy);
  }

  if (address) requestHeaders.set(LOCALE_HEADER, address.locale);

  const forwarded = { request: { headers: requestHeaders } };
  let response = refusal;
  if (!response && address) {
    // A list's variant or the shared not-found page carries its filters in its path; any other page keeps its query.
    const route = new URL(variant ?? request.url, request.url);
    route.pathname = routePath({ locale: address.locale, path: variant ? route.pathname : address.path });
    response = NextResponse.rewrite(route, forwarded);
  }
  response ??= NextResponse.next(forwarded);
  for (const [name, value] of Object.entries(securityHeaders(options))) response.headers.set(name, value);
  if (policy) response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  // Prefetches too: every page address is routed to its language's route, and a prefetch of a
  // filtered list must fetch its variant; no request reaches a variant's own address, nor renders
  // a product or post that does not exist.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
