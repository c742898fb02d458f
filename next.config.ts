import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";

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
 * The answers proxy.ts never sees (its matcher skips them to keep build assets cheap) get the same
 * fixed headers here. Not HSTS: these are fixed at build while SITE_URL is read at run time, and a
 * browser learns HSTS from the pages of the same host anyway.
 */
const fileHeaders = Object.entries(securityHeaders({ https: false })).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag is a hash of the whole page, computed on every request (about 0.5 ms of CPU for a
  // 100 KB cached page, 20 % of its cost, docs/PERFORMANCE.md); pages carry their own lifetimes.
  generateEtags: false,
  // server/compression.js compresses instead, after server/script-hashes.js has read the page.
  compress: false,
  reactStrictMode: true,
  ...sharedCache,
  images: { formats: ["image/avif", "image/webp"] },
  // Tax invoice PDFs (lib/invoices/pdf.ts): pdfkit reads its font metrics from its own files at run time.
  serverExternalPackages: ["pdfkit"],
  // Admin forms upload product and banner images (at most 5 MB each, lib/media/uploads.ts).
  experimental: { serverActions: { bodySizeLimit: "6mb" } },
  // Security headers are set per request by proxy.ts (a fresh CSP nonce, HSTS from SITE_URL).
  headers() {
    return Promise.resolve([
      ...["/_next/static/:path*", "/_next/image", "/favicon.ico"].map((source) => ({ source, headers: fileHeaders })),
      {
        source: "/images/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
    ]);
  },
};

export default nextConfig;
