/**
 * Images uploaded by operators (products, blog posts, banners). The store keeps them under a
 * content-hash name (./upload-store.ts: in UPLOAD_DIR, or an S3-compatible bucket), so a file never
 * changes under its URL and can be cached for a year. Only PNG, JPEG and WebP are accepted, recognised by their bytes rather than by the
 * name or type the browser claims; SVG is refused because it can carry scripts.
 */
import "server-only";
import { createHash } from "node:crypto";
import { badRequest } from "../http/errors";
import { uploadStore, type StoredFile } from "./upload-store";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The names this store gives its uploads (and the only ones it serves). */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

export const CONTENT_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type Extension = keyof typeof CONTENT_TYPES;

function imageExtension(bytes: Buffer): Extension | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    return "webp";
  }
  return null;
}

/** Stores an uploaded image; answers its public path (/uploads/<hash>.<ext>). */
export async function saveUploadedImage(file: File): Promise<string> {
  if (file.size === 0) throw badRequest("Choose an image to upload");
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest("Images must be at most 5 MB");
  const bytes = Buffer.from(await file.arrayBuffer());
  const extension = imageExtension(bytes);
  if (!extension) throw badRequest("Upload a PNG, JPEG or WebP image");
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
  // The same picture uploaded twice is the same file: an existing one is kept as it is.
  await uploadStore().put(name, bytes, CONTENT_TYPES[extension]);
  return `/uploads/${name}`;
}

/** An uploaded image by its file name, to stream, or null (unknown, or not a name this store gives). */
export async function openUploadedImage(name: string): Promise<(StoredFile & { contentType: string }) | null> {
  const match = UPLOAD_NAME.exec(name);
  if (!match) return null;
  const file = await uploadStore().open(name);
  return file && { ...file, contentType: CONTENT_TYPES[match[1] as Extension] };
}

/** An uploaded image's bytes, or null. */
export async function readUploadedImage(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const image = await openUploadedImage(name);
  if (!image) return null;
  return { bytes: Buffer.from(await new Response(image.body).arrayBuffer()), contentType: image.contentType };
}
