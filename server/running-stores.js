// @ts-check
/**
 * Which production stores serve this checkout's build. A running store loads the build's chunks
 * as pages ask for them, so a build that replaced them would break every open page ("Something
 * went wrong") until a restart. Each store leaves a file named by its process id here while it
 * runs; the commands that build (scripts/store-build.ts) refuse while one of them lives. Inside
 * .next/cache, which `next build` keeps and the Docker image's user may write.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const RUNNING_STORES_DIR = path.join(".next", "cache", "running-stores");

/**
 * Marks this process as a store serving the build until it exits. Where the build cannot be
 * written (a read-only image), nothing builds beside it either: the store runs unmarked.
 * @param {number} port
 */
export function markRunningStore(port) {
  const file = path.join(RUNNING_STORES_DIR, String(process.pid));
  try {
    mkdirSync(RUNNING_STORES_DIR, { recursive: true });
    writeFileSync(file, String(port));
  } catch (error) {
    console.warn(`Cannot mark the build as in use (${/** @type {Error} */ (error).message}).`);
    return;
  }
  process.on("exit", () => rmSync(file, { force: true }));
}

/**
 * The stores serving the build now, by process id and port. A store killed outright (SIGKILL, a
 * power cut) left its file: the file of a process that no longer exists is removed.
 * @returns {{ pid: number; port: string }[]}
 */
export function runningStores(directory = RUNNING_STORES_DIR) {
  /** @type {string[]} */
  let names;
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const file = path.join(directory, name);
    const pid = Number(name);
    if (!Number.isInteger(pid) || !isAlive(pid)) {
      rmSync(file, { force: true });
      return [];
    }
    try {
      return [{ pid, port: readFileSync(file, "utf8").trim() }];
    } catch {
      return []; // It stopped since.
    }
  });
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}
