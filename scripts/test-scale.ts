/**
 * `npm run test:scale [-- --reuse-build]`: the store as several instances behind a load balancer.
 * Starts one embedded PostgreSQL, one local Redis (Debian's redis-server), one S3-compatible
 * server (s3rver, from npm) and a mail catcher, builds the store once (or, with --reuse-build, as
 * .ci/run runs it right after the browser tests built the store, reuses that build when it was made
 * with the same NEXT_PUBLIC_* values), starts instances A and B on two ports, and proves the
 * checks of ./scale-checks.ts. Stops everything it started.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startMailCatcher } from "../dev-tools/mail-catcher/server";
import { startLocalS3 } from "../test/support/s3-server";
import { forgetCachedPages, importPincodesIfEmpty } from "./database";
import { startLocalPhonePe } from "./phonepe-simulator";
import { startLocalRedis } from "./local-redis";
import { startInstances } from "./scale-instances";
import { buildStore, ensureCurrentBuild } from "./store-build";
import { createTestDatabase } from "./test-database";
import { TEST_STORE_PUBLIC_CONFIG } from "./test-store-public-config";
import { exitWith, guardVerdict, onStop, printFailure, stopAll } from "./verdict";

guardVerdict("npm run test:scale");
const startedAt = Date.now();
/** The instances' logs, made when they start. */
let logDirectory: string | undefined;
let failed = false;
const step = (message: string) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${message}`);

try {
  const admin = { email: "admin@ganitplay.test", password: randomBytes(12).toString("base64url") };
  Object.assign(process.env, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
    ...TEST_STORE_PUBLIC_CONFIG,
  });
  // Redis first: the service most likely missing fails the run in a second, not after the migrations.
  const redis = await startLocalRedis();
  onStop(() => redis.close());
  const s3 = await startLocalS3();
  onStop(() => s3.close());
  const catcher = await startMailCatcher();
  onStop(catcher.close);
  const phonePe = await startLocalPhonePe("http://127.0.0.1:3000", "http://127.0.0.1:0");
  onStop(phonePe.close);
  const database = await createTestDatabase("scale");
  onStop(() => database.dispose());
  process.env.DATABASE_URL = database.url;
  step("services started");

  // The catalogue, and what the instances' jobs will find waiting when they start.
  const { seedCatalogue } = await import("../prisma/seed");
  await seedCatalogue();
  await importPincodesIfEmpty(database.url);
  const fixtures = await import("./scale-fixtures");
  const waiting = await fixtures.prepareWaitingWork();
  step("database seeded");

  const buildEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (process.argv.includes("--reuse-build")) {
    await ensureCurrentBuild(buildEnv);
  } else {
    forgetCachedPages();
    await buildStore(buildEnv);
    step("built");
  }

  const instanceEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "info",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    REDIS_URL: redis.url,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    SMTP_URL: catcher.smtpUrl,
    PHONEPE_ENV: "simulator",
    PHONEPE_SIMULATOR_URL: phonePe.url,
    TRUST_PROXY_HOPS: "0",
  };
  logDirectory = await mkdtemp(path.join(tmpdir(), "test-scale-"));
  const { a, b, stop } = await startInstances(instanceEnv, logDirectory, (port) => `http://127.0.0.1:${port}`);
  onStop(stop);
  step(`instances started: A ${a.url}, B ${b.url}`);

  const checks = await import("./scale-checks");
  await checks.sweepActedOnce(waiting.expiredOrderIds);
  step("payment sweep on both instances: each expired order released once");
  await checks.outboxActedOnce(waiting.mailOrderIds, catcher);
  step("e-mail outbox on both instances: each e-mail sent once");
  const product = await fixtures.productToEdit();
  const image = fixtures.scalePng();
  const { imagePath, shownAfterMs } = await checks.priceChangeShowsOnB(a, b, admin, product, image);
  step(`price saved through A shows on B's product page, shop page and API after ${shownAfterMs} ms`);
  await checks.uploadServedByB(b, imagePath);
  step("image uploaded through A served by B");
  await checks.loginThrottleCountsAcrossInstances(a, b, await fixtures.shopperWithPassword());
  step("login throttle counts failures on A and B together");
} catch (error) {
  failed = true;
  printFailure(error);
  if (logDirectory) console.error(`Instance logs: ${logDirectory}`);
} finally {
  await stopAll();
  if (!failed && logDirectory) await rm(logDirectory, { recursive: true, force: true });
  step(failed ? "FAILED" : "passed");
}
exitWith(failed ? 1 : 0);
