/**
 * What the link-preview images (Open Graph / Twitter cards) draw with: DejaVu Sans (it has ₹) and
 * a picture of the store's own, as a data URL. The renderer (satori) fetches nothing itself: an
 * SVG picture becomes an image only as a data URL, and reading from disk keeps the server from
 * requesting its own pages.
 */
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { dejaVuFontFile } from "../../fonts";
import { readUploadedImage } from "../../media/uploads";

export interface PreviewFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 700;
  style: "normal";
}

async function loadFont(file: string, weight: PreviewFont["weight"]): Promise<PreviewFont> {
  const bytes = await readFile(/*turbopackIgnore: true*/ file);
  return { name: "DejaVu Sans", data: new Uint8Array(bytes).buffer, weight, style: "normal" };
}

let fonts: Promise<PreviewFont[]> | undefined;

/** Regular and bold, read once per process. */
export function previewFonts(): Promise<PreviewFont[]> {
  fonts ??= Promise.all([
    loadFont(dejaVuFontFile("DejaVuSans.ttf"), 400),
    loadFont(dejaVuFontFile("DejaVuSans-Bold.ttf"), 700),
  ]).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** Bundled artwork the renderer can draw (WebP is not among satori's formats). */
const BUNDLED_PICTURE = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(svg|png|jpe?g)$/;
const UPLOADED_PICTURE = /^\/uploads\/([a-f0-9]{32}\.(?:png|jpg))$/;
const BUNDLED_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

const dataUrl = (bytes: Buffer, contentType: string) => `data:${contentType};base64,${bytes.toString("base64")}`;

/**
 * A site path of a picture (/images/… from public/, /uploads/… from the upload store) as a data
 * URL, or null when it is none of those or is missing: the preview is then drawn without it.
 */
export async function previewPicture(sitePath: string | null | undefined): Promise<string | null> {
  if (!sitePath) return null;
  const uploaded = UPLOADED_PICTURE.exec(sitePath);
  if (uploaded) {
    const image = await readUploadedImage(uploaded[1]!);
    return image && dataUrl(image.bytes, image.contentType);
  }
  const bundled = BUNDLED_PICTURE.exec(sitePath);
  if (!bundled) return null;
  try {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), "public", sitePath);
    return dataUrl(await readFile(/*turbopackIgnore: true*/ file), BUNDLED_TYPES[bundled[1]!.toLowerCase()]!);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
