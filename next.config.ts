import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ["image/avif", "image/webp"] },
  // Tax invoice PDFs (lib/invoices/pdf.ts): pdfkit reads its font metrics from its own files at run time.
  serverExternalPackages: ["pdfkit"],
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
