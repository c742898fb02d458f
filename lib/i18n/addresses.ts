/**
 * A page's address in each language: English at the site's root ("/shop"), Hindi under its prefix
 * ("/hi/shop"). proxy.ts serves both from app/[locale]/; links, hreflang alternates and the sitemap
 * write addresses with localizedPath.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/** Addresses that are no page in a language: the API, uploads, Next.js's assets, files and feeds. */
const NOT_A_PAGE =
  /^\/(?:api|uploads|fonts|_next|images|ar-vr)(?:\/|$)|^\/(?:feed\.xml|robots\.txt|sitemap\.xml|favicon\.ico|icon\.svg)$/;
/** The operators' admin area and the development pages are in English only. */
const ENGLISH_ONLY = /^\/(?:admin|dev)(?:\/|$)/;
const HOME_PATH = /^\/(?:[?#]|$)/;
const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join("|")})(/.*)?$`);

export interface PageAddress {
  locale: Locale;
  /** The address as English writes it: "/hi/shop" → "/shop", "/hi" → "/". */
  path: string;
  /** Whether the address names its language: always for Hindi, and "/en/…", which is not the English address. */
  prefixed: boolean;
}

/** The language and language-free path of a page's address, or null for an address that is no page. */
export function pageAddress(pathname: string): PageAddress | null {
  if (NOT_A_PAGE.test(pathname)) return null;
  const match = LOCALE_PREFIX.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false };
  return { locale: match[1] as Locale, path: match[2] ?? "/", prefixed: true };
}

/** The address of `path` (as English writes it, maybe with a query or a fragment) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  // The home page has no trailing slash: "/?q" is "/hi?q".
  return HOME_PATH.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** A link's target in `locale`: a path of this site localized, any other address (another site, a fragment) as it is. */
export const localizedHref = (href: string, locale: Locale): string =>
  href.startsWith("/") && !href.startsWith("//") ? localizedPath(href, locale) : href;

/** Whether a page exists in English only (its Hindi address is not found). */
export const isEnglishOnly = (path: string): boolean => ENGLISH_ONLY.test(path);

/** The route Next.js renders for a page address: app/[locale]/… */
export const routePath = ({ locale, path }: Pick<PageAddress, "locale" | "path">): string =>
  path === "/" ? `/${locale}` : `/${locale}${path}`;
