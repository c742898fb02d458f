"use client";

import { useLocale, useTranslations } from "next-intl";
import { localizedPath } from "@/lib/i18n/addresses";
import { LANGUAGE_TAGS, LOCALE_COOKIE, LOCALES } from "@/lib/i18n/locales";
import { usePathname } from "@/lib/i18n/navigation";

/** A year: the choice is the shopper's until they switch again. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * The header's link to this page in the other language, named in that language. Choosing it is
 * remembered (a cookie proxy.ts reads: an English address then opens in Hindi) and loads the page
 * whole, with its filters, so the document's language and every text change together. Its width
 * is fixed: on an English page the font for its Devanagari arrives late, and must move nothing.
 */
export function LanguageSwitch() {
  const t = useTranslations("layout.language");
  const locale = useLocale();
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  const href = localizedPath(usePathname(), other);
  return (
    <a
      href={href}
      hrefLang={LANGUAGE_TAGS[other].lang}
      lang={LANGUAGE_TAGS[other].lang}
      title={t("switchLabel")}
      data-testid="language-switch"
      className="w-12 shrink-0 rounded-md px-1.5 py-1 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:w-auto sm:min-w-14 md:px-2"
      onClick={(event) => {
        document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${REMEMBER_SECONDS}; samesite=lax`;
        event.currentTarget.href = `${href}${window.location.search}`;
      }}
    >
      {/* A phone's header has room for a short name only. */}
      <span className="sm:hidden">{t("switchToShort")}</span>
      <span className="hidden sm:inline">{t("switchTo")}</span>
    </a>
  );
}
