/**
 * The git-ignored `.data/` folder (or LOCAL_DATA_DIR): the embedded PostgreSQL cluster and secrets
 * generated once for local use. Production deployments configure everything through the
 * environment instead.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Chosen at run time, so the bundler must not trace it (it would include the whole project).
export const localDataDir = path.resolve(
  /*turbopackIgnore: true*/ process.cwd(),
  process.env.LOCAL_DATA_DIR || ".data",
);

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** Reads a secret kept in `.data/<name>`, creating a random one the first time. */
export function readOrCreateLocalSecret(name: string): string {
  const file = path.join(/*turbopackIgnore: true*/ localDataDir, name);
  try {
    mkdirSync(localDataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another run created it first: keep that one.
    if (!isErrorCode(error, "EEXIST")) throw error;
  }
  return readFileSync(file, "utf8").trim();
}
