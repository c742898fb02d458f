import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { MAX_INPUT_PIXELS, MAX_STORED_SIDE, SERVER_ACTION_BODY_BYTES } from "./lib/media/image-limits";

/**
 * With REDIS_URL, every instance keeps Next.js's cache in one Redis/Valkey (lib/cache/shared-cache-handler.mjs),
 * so a tag one instance expires is expired for all; no per-instance memory copy that could stay stale.
 * Read when the server starts: the build needs no Redis.
 */
const sharedCache: NextConfig = process.env.REDIS_URL
  ? {
      cacheHandler: fileURLToPath(new URL("./lib/cache/shared-cache-handler.mjs", import.meta.url)),
      cacheMaxMemorySize: 0,
    }
  : {};

/**
 * The optimizer (/_next/image) makes only what the store's pages ask for, so a stranger cannot make
 * it resize a picture to dozens of widths: each width and quality it is asked for costs a decode.
 * The widths next/image puts in the pages' srcsets: the thumbnails' 1× and 2× (40 to 96 CSS pixels,
 * components/product/product-thumb.tsx), the cards' and banners' `sizes`, up to the largest side an
 * upload is stored at (lib/media/image-limits.ts). Only uploads and the bundled artwork are
 * optimized; every other width, quality or path is a 400 (e2e/file-headers.spec.ts).
 */
const STORE_IMAGES: NextConfig["images"] = {
  formats: ["image/avif", "image/webp"],
  imageSizes: [48, 64, 96, 128, 256, 384],
  deviceSizes: [640, 828, 1080, 1200, 1920, MAX_STORED_SIDE],
  qualities: [75],
  localPatterns: [
    { pathname: "/uploads/**", search: "" },
    { pathname: "/images/**", search: "" },
  ],
};

/** A package's file as Turbopack's aliases take it: relative to the project, forward slashes. */
const packageFile = (specifier: string) =>
  `./${path.relative(process.cwd(), createRequire(import.meta.url).resolve(specifier)).replaceAll(path.sep, "/")}`;

/**
 * next-intl formats texts compiled ahead of time (lib/i18n/compiled-messages.ts) with use-intl's
 * format-only, in every bundle: neither the browser nor a page's render carries or runs the ICU
 * parser. The same alias next-intl's own precompiled catalogues use; the store compiles its typed
 * texts itself.
 */
const TEXT_FORMATTER: NonNullable<NextConfig["turbopack"]>["resolveAlias"] = {
  "use-intl/format-message": packageFile("use-intl/format-message/format-only"),
};

const nextConfig: NextConfig = {
  // `npm test` checks the types first, the routes' included (`next typegen`, then tsc): the browser
  // tests' build (scripts/e2e.ts) skips checking the same program a second time. Any other build checks.
  typescript: { ignoreBuildErrors: process.env.STORE_TYPES_CHECKED === "1" },
  poweredByHeader: false,
  // An ETag is a hash of the whole page, computed on every request (about 0.5 ms of CPU for a
  // 100 KB cached page, 20 % of its cost, docs/PERFORMANCE.md); pages carry their own lifetimes.
  generateEtags: false,
  // server/compression.js compresses instead, after server/script-hashes.js has read the page.
  compress: false,
  reactStrictMode: true,
  ...sharedCache,
  images: STORE_IMAGES,
  turbopack: { resolveAlias: TEXT_FORMATTER },
  // pdfkit (tax invoices, lib/invoices/pdf.ts) reads its font metrics and subset-font (app/fonts/) its
  // HarfBuzz WebAssembly from their own files at run time.
  serverExternalPackages: ["pdfkit", "subset-font"],
  experimental: {
    // Admin forms upload product and banner images, which the browser first redraws within 2 MB each:
    // 21 MB holds a product's ten images and its texts (lib/media/image-limits.ts). The proxy reads
    // each request's body before the action does, and would cut a longer one short at its own limit.
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_BYTES },
    proxyClientMaxBodySize: SERVER_ACTION_BODY_BYTES,
    // An image over the uploads' budget is never decoded, even one stored before the budget existed.
    imgOptMaxInputPixels: MAX_INPUT_PIXELS,
    // Each language's layout is a root layout (app/[locale]/): an address no route has is answered by app/global-not-found.tsx.
    globalNotFound: true,
  },
  // Security headers: server/listener.js sets the fixed ones on every answer, proxy.ts the rest
  // per request (a fresh CSP nonce, HSTS from SITE_URL).
  headers() {
    return Promise.resolve([
      {
        source: "/images/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
    ]);
  },
};

/** next-intl reads each request's language and texts from lib/i18n/request.ts. */
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

export default withNextIntl(nextConfig);
