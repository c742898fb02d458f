/**
 * The admin's pictures, made small in the browser before they are sent: a phone photo of 4 to
 * 12 MB is drawn again within MAX_STORED_SIDE (the most the store keeps) as WebP, so a product's
 * ten pictures fit in one save (lib/media/image-limits.ts). The server still checks and redraws
 * whatever arrives (lib/media/uploads.ts).
 */
import { MAX_SENT_IMAGE_BYTES, MAX_STORED_SIDE } from "@/lib/media/image-limits";

export type Prepared = { ok: true; file: File } | { ok: false; message: string };

/** One drawing: a share of the fitted size, and the lossy encoders' quality. */
export interface Attempt {
  scale: number;
  quality: number;
}

/** Best first; a photo fits at the first, a picture of pure noise may need the last. */
export const ATTEMPTS: readonly Attempt[] = [
  { scale: 1, quality: 0.85 },
  { scale: 1, quality: 0.7 },
  { scale: 0.75, quality: 0.7 },
  { scale: 0.5, quality: 0.7 },
];

/** The types the store keeps: a file of one of them already within limits is sent as it is. */
const KEPT_TYPES = ["image/png", "image/jpeg", "image/webp"];
/** More than any camera makes: a larger file is refused before the browser spends memory decoding it. */
export const MAX_PICKED_BYTES = 50 * 1024 * 1024;
const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

/** The size to draw at: the longer side at most MAX_STORED_SIDE, times the attempt's scale. */
export function drawnSize(width: number, height: number, scale: number): { width: number; height: number } {
  const fit = Math.min(1, MAX_STORED_SIDE / Math.max(width, height)) * scale;
  return { width: Math.max(1, Math.round(width * fit)), height: Math.max(1, Math.round(height * fit)) };
}

/** The first encoding within the budget, trying the attempts in turn; null when none fits. */
export async function firstWithinBudget(
  encode: (attempt: Attempt) => Promise<Blob>,
  budget = MAX_SENT_IMAGE_BYTES,
): Promise<Blob | null> {
  for (const attempt of ATTEMPTS) {
    const blob = await encode(attempt);
    if (blob.size <= budget) return blob;
  }
  return null;
}

/** The file's name with the extension of what it became. */
export function renamed(name: string, type: string): string {
  const extension = { "image/webp": "webp", "image/jpeg": "jpg", "image/png": "png" }[type] ?? "img";
  return `${name.replace(/\.[^./]*$/, "") || "picture"}.${extension}`;
}

/** The refusal of a picked file, naming it. */
export const refusals = {
  notImage: (name: string) => `${name} is not a picture: choose a PNG, JPEG or WebP file.`,
  unreadable: (name: string) => `${name} could not be read as a picture: choose a PNG, JPEG or WebP file.`,
  tooLargeToRead: (name: string) => `${name} is over ${megabytes(MAX_PICKED_BYTES)}: too large to prepare.`,
  tooLarge: (name: string) => `${name} is too large even after compression (over ${megabytes(MAX_SENT_IMAGE_BYTES)}).`,
};

/**
 * A picked file made ready to send, or the reason it cannot be. A file already small enough and of
 * a kept type goes as it is (a PNG drawing keeps its sharp edges); any other is drawn again.
 */
export async function prepareImage(file: File): Promise<Prepared> {
  if (!file.type.startsWith("image/")) return { ok: false, message: refusals.notImage(file.name) };
  if (file.size > MAX_PICKED_BYTES) return { ok: false, message: refusals.tooLargeToRead(file.name) };
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" }).catch(() => null);
  if (!bitmap) return { ok: false, message: refusals.unreadable(file.name) };
  try {
    const fits = Math.max(bitmap.width, bitmap.height) <= MAX_STORED_SIDE && file.size <= MAX_SENT_IMAGE_BYTES;
    if (fits && KEPT_TYPES.includes(file.type)) return { ok: true, file };
    const drawn = await firstWithinBudget(redrawing(bitmap, file.type !== "image/jpeg"));
    if (!drawn) return { ok: false, message: refusals.tooLarge(file.name) };
    return { ok: true, file: new File([drawn], renamed(file.name, drawn.type), { type: drawn.type }) };
  } finally {
    bitmap.close();
  }
}

/**
 * Draws the bitmap for each attempt. WebP keeps transparency and is the smallest; where the
 * browser cannot write WebP (it answers PNG), an opaque picture becomes JPEG, a transparent one PNG.
 */
function redrawing(bitmap: ImageBitmap, mayBeTransparent: boolean) {
  let fallback: string | null = null;
  return async ({ scale, quality }: Attempt): Promise<Blob> => {
    const { width, height } = drawnSize(bitmap.width, bitmap.height, scale);
    const canvas = document.createElement("canvas");
    Object.assign(canvas, { width, height });
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0, width, height);
    const encode = (type: string) =>
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality)).then((blob) => {
        if (!blob) throw new Error(`The browser could not write ${type}`);
        return blob;
      });
    if (!fallback) {
      const webp = await encode("image/webp");
      if (webp.type === "image/webp") return webp;
      fallback = mayBeTransparent && hasTransparency(context, width, height) ? "image/png" : "image/jpeg";
    }
    return encode(fallback);
  };
}

function hasTransparency(context: CanvasRenderingContext2D, width: number, height: number): boolean {
  const { data } = context.getImageData(0, 0, width, height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! < 255) return true;
  return false;
}
