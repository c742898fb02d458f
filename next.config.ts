import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The Docker image runs the self-contained server (see Dockerfile); `npm start` uses `next start`.
  output: process.env.NEXT_OUTPUT_STANDALONE === "1" ? "standalone" : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ["image/avif", "image/webp"] },
  // Admin forms upload product and banner images (at most 5 MB each, lib/media/uploads.ts).
  experimental: { serverActions: { bodySizeLimit: "6mb" } },
  // Security headers are set per request by proxy.ts (a fresh CSP nonce, HSTS from SITE_URL).
  headers() {
    return Promise.resolve([
      {
        source: "/images/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
    ]);
  },
};

export default nextConfig;
