/** The store's own source files, for the tests that read its code: no tests, no generated code. */
import { readdirSync } from "node:fs";
import path from "node:path";

export const SOURCE_FOLDERS = ["app", "components", "lib"];

/** Every .ts and .tsx file under `folder`, but tests and lib/generated. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
