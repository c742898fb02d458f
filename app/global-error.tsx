"use client";

import { usePathname } from "next/navigation";
import { buttonClass } from "@/components/ui/button-styles";
import { NoticePage } from "@/components/ui/notice-page";
import { localizedPath } from "@/lib/i18n/addresses";
import { LANGUAGE_TAGS } from "@/lib/i18n/locales";
import { site } from "@/lib/site";
import { ui as englishUi } from "@/messages/en/ui";
import { ui as hindiUi } from "@/messages/hi/ui";
import "./globals.css";

/**
 * The root layout itself failed (header or footer included): the whole document is replaced, and
 * with it the language's provider, so the language is read from the address (/hi… is Hindi).
 * Next.js loads this component with every page, so it writes its four plain texts itself, with a
 * plain link home: next-intl and the store's links here would be a second copy in each page's
 * first scripts (Turbopack gives this boundary chunks of its own).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const pathname = usePathname();
  const locale = pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
  const ui = locale === "hi" ? hindiUi : englishUi;
  return (
    <html lang={LANGUAGE_TAGS[locale].lang}>
      <body>
        <title>{`${ui.somethingWrong} | ${site.name}`}</title>
        <main>
          <NoticePage title={ui.somethingWrong} message={ui.pageFailed}>
            <button type="button" className={buttonClass({ size: "lg" })} onClick={retry}>
              {ui.tryAgain}
            </button>
            <a href={localizedPath("/", locale)} className={buttonClass({ variant: "secondary", size: "lg" })}>
              {ui.goHome}
            </a>
          </NoticePage>
        </main>
      </body>
    </html>
  );
}
