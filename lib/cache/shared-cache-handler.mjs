/**
 * Next.js's incremental cache (unstable_cache, fetch cache, ISR pages) in Redis/Valkey, shared by
 * every store instance, so a tag expired by one instance (lib/cache/storefront-cache.ts) is
 * expired for all. next.config.ts names this file only when REDIS_URL is set; Next.js loads it
 * outside the application bundle, hence plain JavaScript that reads REDIS_URL itself.
 *
 * Entries and tags: @fortedigital/nextjs-cache-handler's redis-strings handler (Next.js 16's
 * revalidateTag(tag, profile)) over the official `redis` client. While Redis cannot be reached,
 * cache calls fail at once and count as misses: pages render from the database, never stale, and
 * the client reconnects by itself.
 */
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";

/** Every instance of one store shares these keys; another application in the same Redis does not. */
const KEY_PREFIX = "ganitplay:next:";
/** A cache call that waits longer than this for Redis is answered as a miss. */
const REDIS_TIMEOUT_MS = 1_000;

const log = (level, event, error) =>
  console[level](
    JSON.stringify({
      level,
      event,
      time: new Date().toISOString(),
      ...(error && { message: error instanceof Error ? error.message : String(error) }),
    }),
  );

function connectHandlers() {
  // Commands fail at once while disconnected, rather than queueing behind a dead connection.
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000, disableOfflineQueue: true });
  let reported = false;
  client.on("error", (error) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) log("error", "shared_cache_unreachable", error);
    reported = true;
  });
  client.on("ready", () => {
    reported = false;
    log("info", "shared_cache_connected");
  });
  client.connect().catch((error) => log("error", "shared_cache_connect_failed", error));
  return { handlers: [createRedisHandler({ client, keyPrefix: KEY_PREFIX, timeoutMs: REDIS_TIMEOUT_MS })] };
}

/** Next.js may construct the handler class many times; the process keeps one connection. */
const globalForCache = globalThis;
CacheHandler.onCreation(() => {
  globalForCache.ganitplaySharedCache ??= connectHandlers();
  return globalForCache.ganitplaySharedCache;
});

export default CacheHandler;
