/** A test file's own UPLOAD_DIR, made before its tests and removed after them; answers its path. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

export function temporaryUploadDirectory(prefix: string): () => string {
  let directory = "";
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), prefix));
    process.env.UPLOAD_DIR = directory;
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));
  return () => directory;
}
