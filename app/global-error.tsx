"use client";

import { usePathname } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { PageError } from "@/components/layout/page-error";
import { LANGUAGE_TAGS } from "@/lib/i18n/locales";
import { site } from "@/lib/site";
import { ui as englishUi } from "@/messages/en/ui";
import { ui as hindiUi } from "@/messages/hi/ui";
import "./globals.css";

/**
 * The root layout itself failed (header or footer included): the whole document is replaced, and
 * with it the language's provider, so the language is read from the address (/hi… is Hindi).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const pathname = usePathname();
  const locale = pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
  const ui = locale === "hi" ? hindiUi : englishUi;
  return (
    <html lang={LANGUAGE_TAGS[locale].lang}>
      <body>
        <title>{`${ui.somethingWrong} | ${site.name}`}</title>
        <NextIntlClientProvider locale={locale} messages={{ ui }}>
          <main>
            <PageError retry={retry} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
