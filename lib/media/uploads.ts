/**
 * Uploaded images: operators' (products, blog posts, banners) and customers' return photos. Each is
 * drawn again first (./image-encoding.ts), then kept under a content-hash name of the new bytes
 * (./upload-store.ts: in UPLOAD_DIR, or an S3-compatible bucket), so a file never changes under its
 * URL and can be cached for a year, and the same picture uploaded twice, by anyone, is one file.
 */
import "server-only";
import { createHash } from "node:crypto";
import { badRequest } from "../http/errors";
import { reencodeImage, type Extension } from "./image-encoding";
import { uploadStore, type StoredFile } from "./upload-store";
import { validationMessage } from "../validation/error-messages";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The refusal of a file over MAX_UPLOAD_BYTES. */
export const TOO_LARGE_MESSAGE = validationMessage("imageTooLarge", { megabytes: MAX_UPLOAD_BYTES / (1024 * 1024) });

/** The names this store gives its uploads (and the only ones it serves). */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
const PUBLIC_PREFIX = "/uploads/";

export const CONTENT_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;

/** An upload checked and drawn again, not yet stored. */
export interface PreparedImage {
  /** Its public path, /uploads/<hash>.<ext>. */
  path: string;
  bytes: Buffer;
  extension: Extension;
}

/** Checks an uploaded file and draws it again; stores nothing (400 for anything but a readable image within budget). */
export async function prepareUploadedImage(file: File): Promise<PreparedImage> {
  if (file.size === 0) throw badRequest(validationMessage("imageRequired"));
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(TOO_LARGE_MESSAGE);
  const { bytes, extension } = await reencodeImage(Buffer.from(await file.arrayBuffer()));
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
  return { path: `${PUBLIC_PREFIX}${name}`, bytes, extension };
}

/** Keeps a prepared image; an existing file of the same name (the same picture) is kept as it is. */
export async function storeUploadedImage({ path, bytes, extension }: PreparedImage): Promise<string> {
  await uploadStore().put(path.slice(PUBLIC_PREFIX.length), bytes, CONTENT_TYPES[extension]);
  return path;
}

/** Stores an uploaded image; answers its public path (/uploads/<hash>.<ext>). */
export async function saveUploadedImage(file: File): Promise<string> {
  return storeUploadedImage(await prepareUploadedImage(file));
}

/** Deletes an uploaded image by its public path; nothing happens for a path that is not one. */
export async function deleteUploadedImage(path: string): Promise<void> {
  const name = path.slice(PUBLIC_PREFIX.length);
  if (path.startsWith(PUBLIC_PREFIX) && UPLOAD_NAME.test(name)) await uploadStore().remove(name);
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
