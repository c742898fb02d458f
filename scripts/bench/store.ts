/**
 * The store under test: a throwaway database in the embedded PostgreSQL with the seeded
 * catalogue and the pincode directory, a production build (made again when a source is newer than
 * it), and the store's own server (server/index.js) on a free port, as `npm start` runs it.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { db } from "../../lib/db";
import { forgetCachedPages, importPincodesIfEmpty } from "../database";
import { startLocalMailCatcher } from "../mail-catcher";
import { startLocalPhonePe } from "../phonepe-simulator";
import { freePort } from "../ports";
import { buildStore, ensureCurrentBuild } from "../store-build";
import { createTestDatabase } from "../test-database";
import { onStop } from "../verdict";
import { startServer } from "./processes";

/** What a production build is made from; lib/generated is made by the build itself. */
const SOURCES = ["app", "components", "lib", "public", "server", "prisma/models"];
const SOURCE_FILES = ["next.config.ts", "package-lock.json", "postcss.config.mjs", "proxy.ts", "instrumentation.ts"];
const SKIPPED = new Set(["generated", "node_modules"]);

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry)
    .filter((name) => !SKIPPED.has(name))
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

/** Whether .next holds no production build, or one older than a source file. */
export function buildIsStale(): boolean {
  const buildId = path.join(".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return [...SOURCES, ...SOURCE_FILES].some((entry) => newestChange(entry) > built);
}

export interface StoreUnderTest {
  baseUrl: string;
  databaseUrl: string;
  /** A product of the seeded catalogue, the first by id. */
  productId: string;
}

/** Starts the database, builds when needed and serves the store; stopped by stopAll(). */
export async function startStore(): Promise<StoreUnderTest> {
  const database = await createTestDatabase("bench");
  onStop(() => database.dispose());
  process.env.DATABASE_URL = database.url;
  const { seedStore } = await import("../../prisma/seed");
  await seedStore();
  onStop(() => db().$disconnect());
  await importPincodesIfEmpty(database.url);
  // Pages cached from an earlier run's database must not answer for this one.
  forgetCachedPages();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const phonePe = await startLocalPhonePe(baseUrl, "http://127.0.0.1:0");
  onStop(() => phonePe.close());
  delete process.env.SMTP_URL;
  const mailCatcher = await startLocalMailCatcher();
  onStop(async () => mailCatcher?.close());

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    SITE_URL: baseUrl,
    PORT: String(port),
    // Each benchmark customer connects from its own loopback address (orders.ts).
    TRUST_PROXY_HOPS: "0",
    PHONEPE_ENV: "simulator",
    PHONEPE_SIMULATOR_URL: phonePe.url,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  if (buildIsStale()) {
    await buildStore(env, {
      quiet: true,
      reason: "The store's sources are newer than .next, or there is no build yet",
    });
  } else {
    await ensureCurrentBuild(env, { quiet: true });
  }
  await startServer("server/index.js", ["start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: process.cwd(),
    env,
    readyUrl: `${baseUrl}/robots.txt`,
  });
  const product = await db().product.findFirstOrThrow({ select: { id: true }, orderBy: { id: "asc" } });
  return { baseUrl, databaseUrl: database.url, productId: product.id };
}
