/**
 * Whether something a public address names exists (a product, a post, a category, a tag), for
 * proxy.ts's choice of the page to serve: remembered once found (a set bounded by the store's own
 * records), looked up on every request otherwise, so a new record counts at once and a made-up
 * one is never remembered.
 */
import "server-only";
import { log } from "../log";

/** Keys found to exist, in this process. */
const found = new Set<string>();

/**
 * Whether `key` exists: remembered, else looked up. A failed lookup counts as found, unremembered:
 * a page already cached is still served while the database is down.
 */
export async function foundOnce(key: string, exists: () => Promise<boolean>): Promise<boolean> {
  if (found.has(key)) return true;
  try {
    if (!(await exists())) return false;
  } catch (error) {
    log.error("found_once_lookup_failed", { error });
    return true;
  }
  found.add(key);
  return true;
}
