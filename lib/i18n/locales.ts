/** The store's languages: English at the site's root, Hindi under /hi. */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers the language a shopper chose with the header's switch (proxy.ts reads it). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/** The request header in which the browser's API calls name their page's language (lib/client/api.ts). */
export const STORE_LOCALE_HEADER = "X-Store-Locale";

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** Each language as HTML's lang, hreflang and Open Graph write it: the language as written in India. */
export const LANGUAGE_TAGS = {
  en: { lang: "en-IN", openGraph: "en_IN" },
  hi: { lang: "hi-IN", openGraph: "hi_IN" },
} as const satisfies Record<Locale, { lang: string; openGraph: string }>;
