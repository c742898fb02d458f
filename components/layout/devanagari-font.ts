/**
 * Noto Sans Devanagari for Hindi text, served by the store (app/fonts/, from @fontsource's
 * Devanagari subset) and declared in app/globals.css with a unicode-range of Devanagari only, so
 * Latin letters and digits keep the system font and a page without Devanagari loads nothing.
 * One weight: bold Devanagari is drawn from it by the browser, so a Hindi page waits for one file
 * (about 50 KB), which it preloads (no invisible text, no shift when it arrives); an English page
 * loads it when its language switch is drawn.
 */
export const DEVANAGARI_WEIGHTS = [400] as const;
export type DevanagariWeight = (typeof DEVANAGARI_WEIGHTS)[number];

/** Each weight's address: the one globals.css's @font-face rules name. */
export const devanagariFontPath = (weight: DevanagariWeight) => `/fonts/noto-sans-devanagari-${weight}.woff2`;
