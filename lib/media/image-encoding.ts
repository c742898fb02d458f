/**
 * Every uploaded image is decoded and drawn again before the store keeps it, so what it serves is
 * a picture it made itself: nothing hidden after or inside the image, no metadata (a phone photo's
 * EXIF carries where it was taken), and no size that would cost seconds of CPU to resize. The pixel
 * budget is read from the header first, so an oversized image is refused before it is decoded.
 */
import "server-only";
import pLimit from "p-limit";
import sharp, { type Sharp } from "sharp";
import { badRequest } from "../http/errors";
import { MAX_INPUT_PIXELS, MAX_INPUT_SIDE, MAX_STORED_SIDE } from "./image-limits";
import { validationMessage } from "../validation/error-messages";

export type Extension = "png" | "jpg" | "webp";

/** Two images decode at once per instance: a burst of uploads waits its turn rather than taking all memory. */
const decoding = pLimit(2);

function typeOf(bytes: Buffer): Extension | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    return "webp";
  }
  return null;
}

/** What sharp calls each type, and how each is written again (the type is kept). */
const FORMATS = {
  png: { name: "png", write: (image: Sharp) => image.png() },
  jpg: { name: "jpeg", write: (image: Sharp) => image.jpeg({ quality: 85, mozjpeg: true }) },
  webp: { name: "webp", write: (image: Sharp) => image.webp({ quality: 85 }) },
} as const satisfies Record<Extension, { name: string; write: (image: Sharp) => Sharp }>;

const unreadable = () => badRequest(validationMessage("imageUnreadable"));
const TOO_LARGE = `This image is too large: at most ${MAX_INPUT_SIDE} pixels a side and ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;

/**
 * The upload drawn again: its type recognised by its bytes (never the name or the type the browser
 * claims; SVG, which can carry scripts, is refused), turned upright by its EXIF orientation, at
 * most MAX_STORED_SIDE on its longer side, without metadata. Anything unreadable is a 400.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; extension: Extension }> {
  const extension = typeOf(bytes);
  if (!extension) throw badRequest(validationMessage("imageType"));
  const { name, write } = FORMATS[extension];
  // Only the header is read here.
  const header = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const { format, width = 0, height = 0 } = header;
  if (format !== name || width === 0 || height === 0) throw unreadable();
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw badRequest(TOO_LARGE);
  }
  const redrawn = await decoding(() =>
    // The budget again, as the decoder's own limit: a second guard should the header have lied.
    write(
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .timeout({ seconds: 10 })
        .autoOrient()
        .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true }),
    ).toBuffer(),
  ).catch(() => {
    throw unreadable();
  });
  return { bytes: redrawn, extension };
}
