/**
 * Where each language lives: English at today's addresses, Hindi under /hi (lib/i18n/addresses.ts
 * maps between them; proxy.ts routes by them). next-intl's navigation (navigation.ts) reads this.
 */
import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

/** The cookie that remembers the language a shopper chose with the header's switch. */
export const LOCALE_COOKIE = "NEXT_LOCALE";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeCookie: { name: LOCALE_COOKIE, maxAge: 365 * 24 * 60 * 60, sameSite: "lax" },
});
