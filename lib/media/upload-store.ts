/**
 * Where uploaded images live: an S3-compatible bucket when one is configured (every instance
 * behind a load balancer sees every upload), else a folder on this machine (UPLOAD_DIR). Both
 * keep a file under its content-hash name and never overwrite one.
 */
import "server-only";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env } from "../env";
import { s3UploadStore } from "./s3-upload-store";

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface UploadStore {
  /** Keeps `bytes` under `name`; an existing file of that name (the same picture) is kept as it is. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none of that name. */
  open(name: string): Promise<StoredFile | null>;
  /** Deletes the file; one that is not there is fine. */
  remove(name: string): Promise<void>;
}

/**
 * The local folder UPLOAD_DIR names (default .data/uploads). A runtime folder outside the build:
 * the bundler must not trace it (hence the ignore comments).
 */
export const uploadDirectory = (setting: string | undefined) =>
  path.resolve(/*turbopackIgnore: true*/ setting ?? path.join(".data", "uploads"));

export function localUploadStore(directory: string): UploadStore {
  const fileOf = (name: string) => path.join(/*turbopackIgnore: true*/ directory, name);
  return {
    async put(name, bytes) {
      await mkdir(/*turbopackIgnore: true*/ directory, { recursive: true });
      await writeFile(/*turbopackIgnore: true*/ fileOf(name), bytes, { flag: "wx" }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== "EEXIST") throw error;
        },
      );
    },
    async open(name) {
      try {
        const { size } = await stat(/*turbopackIgnore: true*/ fileOf(name));
        const body = Readable.toWeb(createReadStream(/*turbopackIgnore: true*/ fileOf(name)));
        return { body: body as ReadableStream<Uint8Array>, size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(/*turbopackIgnore: true*/ fileOf(name), { force: true });
    },
  };
}

/** The store this configuration names. */
export function uploadStore(): UploadStore {
  const { objectStorage } = env();
  return objectStorage ? s3UploadStore(objectStorage) : localUploadStore(uploadDirectory(env().UPLOAD_DIR));
}
