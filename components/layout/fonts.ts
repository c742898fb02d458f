import localFont from "next/font/local";

/**
 * Noto Sans Devanagari for Hindi text, served by the store (its files from @fontsource, Devanagari
 * only) and preloaded: every page shows Devanagari, at least the header's language switch. Latin
 * letters and digits keep the system font (globals.css lists this family first; its unicode-range
 * covers only Devanagari). No metric-adjusted fallback: Next.js's would take over Latin text too.
 */
export const devanagari = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2",
      weight: "700",
    },
  ],
  variable: "--font-devanagari",
  display: "swap",
  declarations: [
    { prop: "unicode-range", value: "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF" },
  ],
  adjustFontFallback: false,
});
