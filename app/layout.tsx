import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteHeader } from "@/components/layout/site-header";
import { LazySessionGate } from "@/components/session/lazy-session-gate";
import { JsonLd } from "@/components/seo/json-ld";
import { siteUrl } from "@/lib/env";
import { FEED_ALTERNATE, SITE_OPEN_GRAPH, TITLE_TEMPLATE } from "@/lib/seo/page-metadata";
import { site } from "@/lib/site";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${site.name} — ${site.tagline}`, template: TITLE_TEMPLATE },
    description: site.description,
    openGraph: SITE_OPEN_GRAPH,
    alternates: { types: FEED_ALTERNATE },
  };
}

export const viewport: Viewport = {
  themeColor: "#1d5fd0",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request, with its own CSP nonce (proxy.ts), unless it is a cached
  // public page: those say `dynamic = "force-static"`, which makes this a no-op for them.
  await connection();
  return (
    <html lang="en-IN">
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "WebSite",
            name: site.name,
            url: siteUrl(),
            potentialAction: {
              "@type": "SearchAction",
              target: { "@type": "EntryPoint", urlTemplate: `${siteUrl()}/shop?q={search_term_string}` },
              "query-input": "required name=search_term_string",
            },
          }}
        />
        <SiteHeader />
        <main id="main" className="flex-1 pt-16">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        <LazySessionGate />
      </body>
    </html>
  );
}
