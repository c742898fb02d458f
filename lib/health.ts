/**
 * The health check's one question: does the database answer `SELECT 1` in time? A database that
 * hangs counts as down, so a probe learns it within its own timeout rather than waiting forever.
 */
import "server-only";
import { db } from "./db";
import { log } from "./log";

export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export async function databaseIsUp(timeoutMs = DATABASE_CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db().$queryRaw`SELECT 1`, timedOut]);
    return true;
  } catch (error) {
    // The reason stays in the log; the endpoint only says "down".
    log.warn("database_check_failed", { error });
    return false;
  } finally {
    clearTimeout(timer);
  }
}
