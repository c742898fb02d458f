/**
 * DejaVu Sans from the app's node_modules (the dejavu-fonts-ttf dependency): it has ₹, and every
 * machine that ran `npm install` has it. The path is built at run time on purpose: the bundler
 * would otherwise try to bundle the font files.
 */
import "server-only";
import path from "node:path";

/**
 * Noto Sans Devanagari's Devanagari subset (@fontsource/noto-sans-devanagari): WOFF for pdfkit's
 * fontkit, WOFF2 for the pages (app/fonts/).
 */
export const devanagariFontFile = (weight: 400 | 700, format: "woff" | "woff2" = "woff") =>
  path.join(
    process.cwd(),
    "node_modules",
    "@fontsource",
    "noto-sans-devanagari",
    "files",
    `noto-sans-devanagari-devanagari-${weight}-normal.${format}`,
  );

export const dejaVuFontFile = (name: "DejaVuSans.ttf" | "DejaVuSans-Bold.ttf") =>
  path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf", name);
