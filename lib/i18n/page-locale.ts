/** The language of a page under app/[locale]/, read from its route. */
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** The route parameter every page under app/[locale]/ receives. */
export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** The page's language, for what it passes on (its metadata, a language-aware read). */
export async function localeOf(params: LocaleParams["params"]): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
