/**
 * The language of the page an API call came from: the browser's calls name it in the
 * X-Store-Locale header (lib/client/api.ts). A call without it, or with a language the store does
 * not have, names none: what it records keeps the account's language.
 */
import { z } from "zod";
import { LOCALES, STORE_LOCALE_HEADER, type Locale } from "../i18n/locales";

const pageLocaleHeader = z.enum(LOCALES);

export function pageLocaleOf(request: Request): Locale | undefined {
  const named = pageLocaleHeader.safeParse(request.headers.get(STORE_LOCALE_HEADER));
  return named.success ? named.data : undefined;
}
