/**
 * The head of every page search engines index: a <title> of at most 60 characters and a
 * description of at most 160 (what results show uncut), the canonical address, and Open Graph
 * with that address, the site's name and locale. Next.js replaces the layout's `openGraph` with a
 * page's own instead of merging them, so each page's carries the shared fields itself.
 */
import type { Metadata, ResolvingMetadata } from "next";
import { FEED_MEDIA_TYPE, FEED_PATH, FEED_TITLE } from "../blog/feed";
import { localizedPath } from "../i18n/addresses";
import { LANGUAGE_TAGS, LOCALES, type Locale } from "../i18n/locales";
import { site } from "../site";

export const TITLE_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 160;

const ELLIPSIS = "…";
const TITLE_SUFFIX = ` | ${site.name}`;

/** The layout's title template: a page's title, then the site's name. */
export const TITLE_TEMPLATE = `%s${TITLE_SUFFIX}`;

/** What every page's Open Graph says in `locale`, whatever else it adds. */
export const siteOpenGraph = (locale: Locale) =>
  ({
    siteName: site.name,
    locale: LANGUAGE_TAGS[locale].openGraph,
    alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => LANGUAGE_TAGS[other].openGraph),
    type: "website",
  }) as const;

/** A page's address in every language (hreflang), English also for any other (x-default). */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [LANGUAGE_TAGS[locale].lang, localizedPath(path, locale)])),
    "x-default": path,
  };
}

/** The blog's feed, announced in every page's head as <link rel="alternate">. */
export const FEED_ALTERNATE = { [FEED_MEDIA_TYPE]: [{ url: FEED_PATH, title: FEED_TITLE }] };

function squeezeSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

const WORD_END = /[\s,;:.!?—–-]/u;

/** `text` cut after the last whole word that fits in `max` with an ellipsis, trailing punctuation dropped. */
function cutAtWord(text: string, max: number): string {
  const room = max - ELLIPSIS.length;
  let kept = text.slice(0, room);
  if (!WORD_END.test(text[room] ?? " ")) {
    const lastSpace = kept.lastIndexOf(" ");
    // One word longer than the room is cut where the room ends.
    if (lastSpace > 0) kept = kept.slice(0, lastSpace);
  }
  return kept.replace(/[\s,;:.!?—–-]+$/u, "") + ELLIPSIS;
}

/** A meta description: whole when it fits in 160 characters, else cut at a word with an ellipsis. */
export function seoDescription(text: string): string {
  const description = squeezeSpaces(text);
  return description.length <= DESCRIPTION_MAX_LENGTH ? description : cutAtWord(description, DESCRIPTION_MAX_LENGTH);
}

/** The title's leading clauses (before ": ", ", ", " — " or " - "), longest first. */
function leadingClauses(title: string): string[] {
  const ends = [...title.matchAll(/(?::|,| —| -) /g)].map((match) => match.index);
  return ends.reverse().map((end) => title.slice(0, end));
}

/**
 * A <title> of at most 60 characters, readable rather than cut mid-thought: the title with the
 * site's name when both fit, else the title alone, else its longest leading clause that fits
 * (with the site's name if there is room), else the title cut at a word.
 */
export function seoTitle(title: string): string {
  const full = squeezeSpaces(title);
  for (const candidate of [full, ...leadingClauses(full)]) {
    if (candidate.length + TITLE_SUFFIX.length <= TITLE_MAX_LENGTH) return candidate + TITLE_SUFFIX;
    if (candidate.length <= TITLE_MAX_LENGTH) return candidate;
  }
  return cutAtWord(full, TITLE_MAX_LENGTH);
}

export interface IndexablePage {
  /** The path as English writes it ("/shop/abc"); the page's language's address is canonical and og:url, made absolute from SITE_URL. */
  path: string;
  /** The page's language: its own address is canonical, every language's an alternate. */
  locale: Locale;
  /** The page's own title; without one the layout's default stands. */
  title?: string;
  description?: string;
  /** A blog post: Open Graph's type article, with its date and author. */
  article?: { publishedTime: string; authors: string[] };
}

/** The metadata of a page search engines index (see above). */
export function indexablePageMetadata({ path, locale, title, description, article }: IndexablePage): Metadata {
  const shortDescription = description === undefined ? undefined : seoDescription(description);
  const address = localizedPath(path, locale);
  return {
    ...(title !== undefined && { title: { absolute: seoTitle(title) } }),
    ...(shortDescription !== undefined && { description: shortDescription }),
    alternates: { canonical: address, languages: languageAlternates(path), types: FEED_ALTERNATE },
    openGraph: {
      ...siteOpenGraph(locale),
      url: address,
      ...(title !== undefined && { title }),
      ...(shortDescription !== undefined && { description: shortDescription }),
      ...(article && { type: "article", ...article }),
    },
  };
}

/**
 * A page's metadata that keeps its layouts' preview picture: for a page whose folder has no
 * opengraph-image of its own (the picture of a parent folder belongs to the parent's openGraph,
 * which the page's replaces).
 */
export async function withParentPreview(metadata: Metadata, parent: ResolvingMetadata): Promise<Metadata> {
  const images = (await parent).openGraph?.images;
  return images ? { ...metadata, openGraph: { ...metadata.openGraph, images } } : metadata;
}
