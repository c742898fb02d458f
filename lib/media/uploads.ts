/**
 * Images uploaded by operators (products, blog posts, banners). The store keeps them itself in
 * UPLOAD_DIR under a content-hash name, so a file never changes under its URL and can be cached
 * for a year. Only PNG, JPEG and WebP are accepted, recognised by their bytes rather than by the
 * name or type the browser claims; SVG is refused because it can carry scripts.
 */
import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../env";
import { badRequest } from "../http/errors";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

const CONTENT_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
type Extension = keyof typeof CONTENT_TYPES;

function imageExtension(bytes: Buffer): Extension | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    return "webp";
  }
  return null;
}

/** A runtime folder outside the build: the bundler must not trace it (hence the ignore comments). */
export function uploadDirectory(): string {
  return path.resolve(/*turbopackIgnore: true*/ env().UPLOAD_DIR ?? path.join(".data", "uploads"));
}

const uploadPath = (name: string) => path.join(/*turbopackIgnore: true*/ uploadDirectory(), name);

/** Stores an uploaded image; answers its public path (/uploads/<hash>.<ext>). */
export async function saveUploadedImage(file: File): Promise<string> {
  if (file.size === 0) throw badRequest("Choose an image to upload");
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest("Images must be at most 5 MB");
  const bytes = Buffer.from(await file.arrayBuffer());
  const extension = imageExtension(bytes);
  if (!extension) throw badRequest("Upload a PNG, JPEG or WebP image");
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
  await mkdir(/*turbopackIgnore: true*/ uploadDirectory(), { recursive: true });
  // The same picture uploaded twice is the same file: an existing one is kept as it is.
  await writeFile(/*turbopackIgnore: true*/ uploadPath(name), bytes, { flag: "wx" }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    },
  );
  return `/uploads/${name}`;
}

/** An uploaded image by its file name, or null (unknown, or not a name this store gives). */
export async function readUploadedImage(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = UPLOAD_NAME.exec(name);
  if (!match) return null;
  try {
    const bytes = await readFile(/*turbopackIgnore: true*/ uploadPath(name));
    return { bytes, contentType: CONTENT_TYPES[match[1] as Extension] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
