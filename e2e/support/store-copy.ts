/**
 * A second store for tests that start one of their own with `npm start` (crash recovery): a
 * folder that links to this project's sources and packages but holds its own copy of the
 * production build. Next.js keeps its page and data caches inside the build folder, so a second
 * store on the same folder would serve its pages, rendered from its own database, to the store
 * under test.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** What the copy neither links nor copies: the build (copied apart), local data, test output. */
const NOT_LINKED = new Set([".next", ".data", ".git", "test-results"]);
/** The build's caches: the copy starts with none. */
const NOT_COPIED = [path.join(".next", "cache"), path.join(".next", "server", "route-cache")];

export interface StoreCopy {
  directory: string;
  remove(): void;
}

export function copyStore(project = process.cwd()): StoreCopy {
  const directory = mkdtempSync(path.join(tmpdir(), "ganitplay-store-"));
  for (const entry of readdirSync(project)) {
    if (!NOT_LINKED.has(entry)) symlinkSync(path.join(project, entry), path.join(directory, entry));
  }
  const skipped = NOT_COPIED.map((folder) => path.join(project, folder));
  cpSync(path.join(project, ".next"), path.join(directory, ".next"), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !skipped.includes(source),
  });
  return { directory, remove: () => rmSync(directory, { recursive: true, force: true }) };
}
