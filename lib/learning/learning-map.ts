/**
 * The learning map (#37): the classes the store's toys serve, each class's NCERT mathematics book
 * and the chapters in it, and the foundational skills of the early years (NCF-FS 2022, NIPUN
 * Bharat). The titles are the books' own, in English and in the Hindi-medium editions, as
 * docs/learning-map-sources.md records them; the map holds only what is confirmed there in both
 * languages (prisma/seed-data/learning-map.ts).
 */
import type { Locale } from "../i18n/locales";

/** Pre-school (Balvatika) is class 0; then classes 1 to 12. */
export type ClassLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export const CLASS_LEVELS: readonly ClassLevel[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** A text in both of the store's languages. */
export type Bilingual = Record<Locale, string>;

/** A class's NCERT mathematics book (or one part of it). */
export interface Textbook {
  /**
   * NCERT's code for the English edition (its PDFs are named after it), e.g. "jemh1"; a book whose
   * code NCERT has since given to its successor carries its session too: "iemh1-2023-24".
   */
  code: string;
  classLevel: ClassLevel;
  title: Bilingual;
  /** The session of the edition the titles are taken from, e.g. "2023-24". */
  edition: string;
}

export interface Chapter {
  /** The chapter's address: "class-10-introduction-to-trigonometry". */
  slug: string;
  book: Textbook["code"];
  classLevel: ClassLevel;
  /** As the book numbers it. */
  number: number;
  title: Bilingual;
}

/** A foundational skill of the early years, for the classes it spans. */
export interface FoundationalSkill {
  slug: string;
  title: Bilingual;
  classes: { from: ClassLevel; to: ClassLevel };
  /** Where the framework names it: "NIPUN Bharat component 1; NCF-FS C-8.1". */
  framework: string;
}

/** "Class 10" / "कक्षा 10"; pre-school as the frameworks name it. */
export function className(level: ClassLevel, locale: Locale): string {
  if (level === 0) return locale === "hi" ? "बालवाटिका (पूर्व-प्राथमिक)" : "Pre-school (Balvatika)";
  return locale === "hi" ? `कक्षा ${level}` : `Class ${level}`;
}

/** "Pre-school (Balvatika) to Class 2" / "बालवाटिका (पूर्व-प्राथमिक) से कक्षा 2 तक"; one class by its name. */
export function classesName({ from, to }: { from: ClassLevel; to: ClassLevel }, locale: Locale): string {
  if (from === to) return className(from, locale);
  return locale === "hi"
    ? `${className(from, locale)} से ${className(to, locale)} तक`
    : `${className(from, locale)} to ${className(to, locale)}`;
}

/** The classes a stored topic spans (its columns hold 0 to 12: a CHECK constraint). */
export const classSpan = (row: { classFrom: number; classTo: number }) => ({
  from: row.classFrom as ClassLevel,
  to: row.classTo as ClassLevel,
});

/** A class's page on /learn: "class-10". */
export const classSlug = (level: ClassLevel) => `class-${level}`;

/** The class a /learn address names ("class-10"), or null: a topic's address or nothing. */
export function classOfSlug(slug: string): ClassLevel | null {
  const match = /^class-(0|[1-9]|1[0-2])$/.exec(slug);
  return match ? (Number(match[1]) as ClassLevel) : null;
}
