/**
 * The security headers of every answer, in one place; proxy.ts sets them on each request (#13
 * item 7). No page runs an inline script the store did not write (#29); three kinds of page get
 * three Content-Security-Policies:
 *
 * - Pages rendered per request (account, cart, checkout, orders, admin, sign-in, a shop or blog
 *   search...) carry a nonce, following Next.js's documented pattern: a fresh nonce per request,
 *   which Next.js reads from the request's own Content-Security-Policy header and puts on its
 *   scripts, with 'strict-dynamic' for what they load.
 * - The cached public pages (CACHED_PAGE_PATH, #17) are rendered once and served to everyone, so
 *   they cannot carry a per-request nonce, and the inline scripts Next.js streams the page's data
 *   in (`self.__next_f.push(...)`) differ per page and per render. Their policy allows scripts from
 *   this site only; the server adds the hashes of the page's own Next.js inline scripts as it sends
 *   the page (server/script-hashes.js, lib/http/inline-scripts.js).
 * - Static HTML files in public/ (STATIC_HTML_PATH): scripts from files on this site only.
 *
 * Uploaded images (UPLOAD_PATH) get `default-src 'none'`: nothing in them may load or run.
 */
import { INSTAGRAM_EMBED_ORIGIN } from "../media/instagram";
import { FIXED_SECURITY_HEADERS } from "./fixed-headers";
import { OPENSTREETMAP_EMBED_ORIGIN } from "../media/openstreetmap";
import { YOUTUBE_EMBED_ORIGIN } from "../media/youtube";

/** Where the contact, feedback and newsletter forms send from the browser (@emailjs/browser's API). */
const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

/** Static HTML pages in public/: no server render gives them a nonce, so their scripts are files on this site. */
export const STATIC_HTML_PATH = /^\/ar-vr\//;

/** Uploaded images (app/uploads): shown as images only, never run as a page, whatever their bytes. */
export const UPLOAD_PATH = /^\/uploads\//;
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'";

/**
 * The public pages served from the cache to every visitor (lib/cache/storefront-cache.ts): the
 * home page, the shop and its product pages, the blog and its posts, the learning map's pages,
 * about, terms, contact and the gift card shop.
 */
export const CACHED_PAGE_PATH = /^\/(?:about|terms|contact|gift-cards|learn(?:\/.*)?|shop(?:\/.*)?|blog(?:\/.*)?)?$/;

interface PolicyOptions {
  /** `next dev`: React rebuilds server error stacks with eval in development only. */
  development: boolean;
  /** The store is served over https (SITE_URL). */
  https: boolean;
}

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");

/** What every page of the store may do, whatever renders it. */
function basePolicy({ https }: Pick<PolicyOptions, "https">): Directives {
  return {
    "default-src": ["'self'"],
    // React's style attributes, next/image and the toasts' injected stylesheet are inline;
    // styles cannot run code, so they are allowed without a nonce.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", EMAILJS_API_ORIGIN],
    // Product videos, the Instagram reel and the offices' maps, loaded when a visitor asks.
    "frame-src": [YOUTUBE_EMBED_ORIGIN, INSTAGRAM_EMBED_ORIGIN, OPENSTREETMAP_EMBED_ORIGIN],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // Forms post to this site only; the PhonePe checkout is reached by navigation, not a form.
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** A page rendered by Next.js: only scripts carrying this response's nonce, and what they load, run. */
export function pageContentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  return serialize({
    ...basePolicy(options),
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(options.development ? ["'unsafe-eval'"] : [])],
  });
}

/**
 * A cached public page (CACHED_PAGE_PATH): no nonce (see above), its inline scripts' hashes added
 * as it is sent. Not in `next dev`, which renders every page per request with scripts of its own:
 * there the cached pages carry a nonce too.
 */
export function cachedPageContentSecurityPolicy(options: Pick<PolicyOptions, "https">): string {
  return serialize({ ...basePolicy(options), "script-src": ["'self'"] });
}

/** A static HTML page (STATIC_HTML_PATH): scripts and styles from files on this site only. */
export function staticPageContentSecurityPolicy(options: PolicyOptions): string {
  return serialize({ ...basePolicy(options), "script-src": ["'self'"], "style-src": ["'self'"] });
}

/**
 * The headers every page and API answer carries: the fixed ones every answer has
 * (./fixed-headers.js), and HSTS when the store is served over https.
 */
export function securityHeaders({ https }: Pick<PolicyOptions, "https">): Record<string, string> {
  return {
    ...FIXED_SECURITY_HEADERS,
    // Browsers remember for two years to come back over https only; never sent for http.
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
