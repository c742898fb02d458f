import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { WebVitalsReporter } from "@/components/analytics/web-vitals-reporter";
import { SiteFooter } from "@/components/layout/site-footer";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteHeader } from "@/components/layout/site-header";
import { LazySessionGate } from "@/components/session/lazy-session-gate";
import { JsonLd } from "@/components/seo/json-ld";
import { siteUrl, vitalsSampleRate } from "@/lib/env";
import { localizedPath } from "@/lib/i18n/addresses";
import { LANGUAGE_TAGS, type Locale } from "@/lib/i18n/locales";
import { clientMessages } from "@/lib/i18n/messages";
import { site } from "@/lib/site";
import { DEVANAGARI_WEIGHTS, devanagariFontPath } from "./devanagari-font";

/**
 * A page's whole document in its language: header, footer, session gate and toasts around it. The
 * language's layout (app/[locale]/layout.tsx) and the not-found page of an address no route has
 * (app/not-found.tsx) both write it.
 */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "layout" });
  if (locale === "hi") {
    for (const weight of DEVANAGARI_WEIGHTS) {
      preload(devanagariFontPath(weight), { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
    }
  }
  return (
    <html lang={LANGUAGE_TAGS[locale].lang}>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider locale={locale} messages={clientMessages(locale)}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
          >
            {t("skipToContent")}
          </a>
          <JsonLd
            data={{
              "@context": "https://schema.org",
              "@type": "WebSite",
              name: site.name,
              url: `${siteUrl()}${localizedPath("/", locale)}`,
              inLanguage: LANGUAGE_TAGS[locale].lang,
              potentialAction: {
                "@type": "SearchAction",
                target: {
                  "@type": "EntryPoint",
                  urlTemplate: `${siteUrl()}${localizedPath("/shop", locale)}?q={search_term_string}`,
                },
                "query-input": "required name=search_term_string",
              },
            }}
          />
          <SiteHeader />
          {/* At least a screen tall: the footer starts below the fold, so a screen that fills in after the
              session is checked (or its data arrives) never pushes it down in view. */}
          <main id="main" className="min-h-svh flex-1 pt-16">
            {children}
          </main>
          <SiteFooter />
          <ScrollToTop />
          <LazySessionGate />
          <WebVitalsReporter sampleRate={vitalsSampleRate()} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
