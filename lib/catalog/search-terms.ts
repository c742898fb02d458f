/**
 * What a shop search asks for, before any SQL: the words of the query, each with the spellings
 * that count as that word (its Hindi transliteration's English terms), the last one also as a
 * prefix while it is being typed. Pure, so the rules are tested without a database.
 */

export interface SearchTerm {
  /** The word as the shopper typed it, lowercased. */
  typed: string;
  /** Words any one of which matches this term: the typed word first, then its synonyms. */
  alternatives: string[];
  /** Also matches words that start with it (the query's last word). */
  prefix: boolean;
}

/**
 * Common Hindi (and Hinglish) words for what the store sells, transliterated as parents type
 * them and in Devanagari, with the English words the catalogue uses. Small on purpose: only terms whose meaning is
 * unambiguous in a toy shop.
 */
export const HINDI_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  ganit: ["maths", "mathematics"],
  ganith: ["maths", "mathematics"],
  khel: ["game"],
  khela: ["game"],
  paheli: ["puzzle"],
  paheliyan: ["puzzle"],
  trikonmiti: ["trigonometry"],
  bijganit: ["algebra"],
  rekhaganit: ["geometry"],
  jyamiti: ["geometry"],
  vigyan: ["science"],
  ank: ["number"],
  sankhya: ["number"],
  ginti: ["counting", "number"],
  pahada: ["tables"],
  pahade: ["tables"],
  bhinn: ["fraction"],
  patte: ["cards"],
  // The same words in Devanagari, as in NCERT's Hindi-medium books.
  गणित: ["maths", "mathematics"],
  खेल: ["game"],
  पहेली: ["puzzle"],
  पहेलियाँ: ["puzzle"],
  त्रिकोणमिति: ["trigonometry"],
  बीजगणित: ["algebra"],
  रेखागणित: ["geometry"],
  ज्यामिति: ["geometry"],
  अंकगणित: ["arithmetic"],
  विज्ञान: ["science"],
  अंक: ["number"],
  संख्या: ["number"],
  गिनती: ["counting", "number"],
  पहाड़ा: ["tables"],
  पहाड़े: ["tables"],
  भिन्न: ["fraction"],
  पत्ते: ["cards"],
};

/** HINDI_SYNONYMS by each word in NFKC, the form searchWords() gives ("ड़" is typed two ways). */
const SYNONYMS = new Map(Object.entries(HINDI_SYNONYMS).map(([word, synonyms]) => [word.normalize("NFKC"), synonyms]));

/** More words than this are not a search but a pasted paragraph; the rest are ignored. */
export const MAX_SEARCH_TERMS = 8;
/** A last word shorter than this is not widened to a prefix ("a" would match half the catalogue). */
const MIN_PREFIX_LENGTH = 3;

/**
 * The query's distinct words, in order. Anything but letters, combining marks and digits separates
 * words, so no character of PostgreSQL's tsquery syntax (& | ! ( ) : * < > ' \) ever reaches SQL.
 */
export function searchWords(query: string): string[] {
  const words = query
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

export function searchTerms(query: string): SearchTerm[] {
  const words = searchWords(query);
  return words.map((typed, index) => ({
    typed,
    alternatives: [typed, ...(SYNONYMS.get(typed) ?? [])],
    prefix: index === words.length - 1 && typed.length >= MIN_PREFIX_LENGTH,
  }));
}

/** The query a list of terms stands for, as shown in "Showing results for …". */
export const termsText = (terms: SearchTerm[]): string => terms.map((term) => term.typed).join(" ");
