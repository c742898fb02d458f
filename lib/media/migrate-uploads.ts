/**
 * Copies the uploads kept in a local folder to another store (the S3-compatible bucket), for a
 * store that moves to several instances: `npm run uploads:migrate`. Names are content hashes, so a
 * file already in the bucket is the same file; running it again copies nothing twice.
 */
import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { UploadStore } from "./upload-store";
import type { Extension } from "./image-encoding";
import { CONTENT_TYPES, UPLOAD_NAME } from "./uploads";

export interface MigrationReport {
  copied: number;
  /** Files in the folder that are not uploads of this store (names it never gives). */
  skipped: string[];
}

export async function migrateLocalUploads(directory: string, target: UploadStore): Promise<MigrationReport> {
  const names = await readdir(/*turbopackIgnore: true*/ directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const report: MigrationReport = { copied: 0, skipped: [] };
  for (const name of names.sort()) {
    const match = UPLOAD_NAME.exec(name);
    if (!match) {
      report.skipped.push(name);
      continue;
    }
    const bytes = await readFile(/*turbopackIgnore: true*/ path.join(directory, name));
    await target.put(name, bytes, CONTENT_TYPES[match[1] as Extension]);
    report.copied++;
  }
  return report;
}
