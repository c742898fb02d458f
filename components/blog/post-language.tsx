import type { ReactNode } from "react";
import type { getTranslations } from "next-intl/server";
import { formatIndianDate } from "@/lib/dates";
import { LANGUAGE_TAGS, type Locale } from "@/lib/i18n/locales";

/**
 * The `lang` of what shows a post: none when the post is in the page's language, the post's own
 * (English) when the page's language has no version of it, so screen readers and search engines
 * read it as English.
 */
export function postLang(post: { lang: Locale }, pageLocale: Locale): string | undefined {
  return post.lang === pageLocale ? undefined : LANGUAGE_TAGS[post.lang].lang;
}

/** The `lang` of the page's own texts (byline, buttons) inside an element marked with postLang. */
export function pageLang(post: { lang: Locale }, pageLocale: Locale): string | undefined {
  return post.lang === pageLocale ? undefined : LANGUAGE_TAGS[pageLocale].lang;
}

/**
 * The note over a post shown in English on a page in another language, in the page's language:
 * `t("englishOnly")`, or `t("englishOnlyShort")` on a card. Nothing when the post is in the page's
 * language.
 */
export function EnglishOnlyNote({
  post,
  pageLocale,
  note,
  className = "",
}: {
  post: { lang: Locale };
  pageLocale: Locale;
  note: string;
  className?: string;
}) {
  if (post.lang === pageLocale) return null;
  return (
    <p lang={LANGUAGE_TAGS[pageLocale].lang} className={className} data-testid="english-only">
      {note}
    </p>
  );
}

/** The blog's texts, as getTranslations("blog") answers them. */
export type BlogTexts = Awaited<ReturnType<typeof getTranslations<"blog">>>;

/** A post's date and reading time ("14 October 2025 · 5 min read"), with its author as `by` says. */
export function postByline(
  t: BlogTexts,
  post: { author: string; date: number; readMinute: number },
  pageLocale: Locale,
  /** "byline": "By …", "cardByline": the author's name alone, "dateAndMinutes": no author. */
  by: "byline" | "cardByline" | "dateAndMinutes",
): ReactNode {
  return t.rich(by, {
    author: post.author,
    date: formatIndianDate(post.date, pageLocale),
    minutes: post.readMinute,
    time: (date) => <time dateTime={new Date(post.date).toISOString()}>{date}</time>,
  });
}
