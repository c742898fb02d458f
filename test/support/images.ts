/** Images as shoppers and operators upload them, drawn by sharp; each call's colour is new, so its file is too. */
import { randomInt } from "node:crypto";
import sharp, { type Sharp } from "sharp";

type Format = "png" | "jpeg" | "webp";

/** A one-colour picture of a colour no other call of the run drew. */
export function blankImage(width = 40, height = 30): Sharp {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  return sharp({ create: { width, height, channels: 3, background } });
}

export const picture = (format: Format = "png", width?: number, height?: number) =>
  blankImage(width, height).toFormat(format).toBuffer();

export const imageFile = (bytes: Buffer, name = "photo.png") => new File([new Uint8Array(bytes)], name);

/** A JPEG as a phone takes it, 60 × 40 but to be shown turned a quarter (orientation 6), with where it was taken. */
export const phonePhoto = () =>
  blankImage(60, 40)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
    })
    .toBuffer();

/** Whether an image's EXIF has a GPS section (its pointer tag, 0x8825, in the little-endian EXIF sharp writes). */
export const hasGpsExif = async (bytes: Buffer) =>
  (await sharp(bytes).metadata()).exif?.includes(Buffer.from([0x25, 0x88])) ?? false;

/**
 * #29 finding 8's pixel bomb: a 12000 × 12000 PNG of one colour, a few hundred KB that decode to
 * 144 million pixels (about 2 s of CPU and 430 MB of memory each time).
 */
export const pixelBomb = () =>
  sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: "white" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
