/**
 * Noto Sans Devanagari for Hindi text, served by the store (app/fonts/, cut at build from
 * @fontsource's Devanagari subset) and declared in app/globals.css with the same unicode-range, so
 * Latin letters and digits keep the system font and a page without Devanagari loads nothing.
 * One weight: bold Devanagari is drawn from it by the browser, so a Hindi page waits for one file,
 * which it preloads (no invisible text, no shift when it arrives); an English page loads it when its
 * language switch is drawn.
 */
export const DEVANAGARI_WEIGHTS = [400] as const;
export type DevanagariWeight = (typeof DEVANAGARI_WEIGHTS)[number];

/** Each weight's address: the one globals.css's @font-face rules name. */
export const devanagariFontPath = (weight: DevanagariWeight) => `/fonts/noto-sans-devanagari-${weight}.woff2`;

/**
 * The characters modern Hindi is written with, as inclusive code point ranges: the signs, vowels,
 * consonants (nukta forms too), vowel signs, virama, ॐ, dandas, digits and ॰, the joiners and the
 * dotted circle a lone vowel sign is drawn on. Left out are the block's letters for Sanskrit's
 * vocalic L, Dravidian, Sindhi and Kashmiri sounds, and the Vedic marks: they and their conjuncts
 * made the file half as large again (50 KB → 33 KB), and a page still draws them in a system font.
 */
export const HINDI_CODE_POINTS: readonly (readonly [number, number])[] = [
  [0x0901, 0x0903],
  [0x0905, 0x090d],
  [0x090f, 0x0911],
  [0x0913, 0x0928],
  [0x092a, 0x0930],
  [0x0932, 0x0933],
  [0x0935, 0x0939],
  [0x093c, 0x0945],
  [0x0947, 0x0949],
  [0x094b, 0x094d],
  [0x0950, 0x0950],
  [0x0958, 0x095f],
  [0x0964, 0x0970],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];

/** The ranges as CSS writes them in a unicode-range descriptor. */
export const hindiUnicodeRange = () =>
  HINDI_CODE_POINTS.map(([first, last]) => {
    const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
    return first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`;
  }).join(", ");

/** Every character of the ranges: what the served font is cut to. */
export const hindiCharacters = () =>
  HINDI_CODE_POINTS.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  ).join("");
