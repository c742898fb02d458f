/**
 * Text the link-preview renderer (satori) cannot draw itself: it does not shape Devanagari (a
 * vowel sign like ि lands after its consonant, conjuncts fall apart; vercel/satori#215). Such text
 * is drawn by libvips' Pango (sharp), which does, in Noto Sans Devanagari, and placed as a picture.
 */
import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { woffToSfnt } from "./woff";

const FAMILY = "Noto Sans Devanagari";
/** Each weight in two files: the Devanagari letters, and the Latin ones (digits, ₹, GanitPlay). */
const SUBSETS = ["devanagari", "latin"] as const;
type Weight = 400 | 700;

export interface DrawnText {
  /** A PNG data URL, transparent around the letters. */
  src: string;
  width: number;
  height: number;
}

const fontFile = (directory: string, subset: (typeof SUBSETS)[number], weight: Weight) =>
  path.join(directory, `noto-sans-devanagari-${subset}-${weight}.ttf`);

const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const render = (markup: string, font: string, fontfile: string, width: number) =>
  sharp({ text: { text: markup, font, fontfile, width, rgba: true, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });

let fonts: Promise<string> | undefined;

/**
 * The font files, unpacked from the @fontsource package's WOFF (the only form it ships that Pango
 * reads, once unwrapped) into this process's temporary folder, and made known to Pango: a file
 * stays registered for the process once a text has been drawn with it.
 */
function fontDirectory(): Promise<string> {
  fonts ??= (async () => {
    const source = path.join(process.cwd(), "node_modules", "@fontsource", "noto-sans-devanagari", "files");
    const directory = path.join(tmpdir(), `ganitplay-preview-fonts-${process.pid}`);
    await mkdir(directory, { recursive: true });
    for (const weight of [400, 700] as const) {
      for (const subset of SUBSETS) {
        const woff = await readFile(path.join(source, `noto-sans-devanagari-${subset}-${weight}-normal.woff`));
        const file = fontFile(directory, subset, weight);
        await writeFile(file, woffToSfnt(woff));
        await render(".", `${FAMILY} 12`, file, 100);
      }
    }
    return directory;
  })().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** `text` in `size` px, wrapped at `width` px, as a picture the preview can place. */
export async function drawnText({
  text,
  size,
  weight,
  color,
  width,
}: {
  text: string;
  size: number;
  weight: Weight;
  color: string;
  width: number;
}): Promise<DrawnText> {
  const directory = await fontDirectory();
  const font = `${FAMILY}${weight === 700 ? " Bold" : ""} ${size}`;
  const markup = `<span foreground="${color}">${escapeMarkup(text)}</span>`;
  const { data, info } = await render(markup, font, fontFile(directory, "devanagari", weight), width);
  return { src: `data:image/png;base64,${data.toString("base64")}`, width: info.width, height: info.height };
}
