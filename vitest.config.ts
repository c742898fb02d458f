import path from "node:path";
import { defineConfig } from "vitest/config";
import { filesNeedingOwnModules } from "./scripts/vitest-isolation";

/**
 * Files that change what every other file reads, so they run one at a time, after the rest: the
 * payment sweep settles every expired attempt in the database, asking its own file's PhonePe
 * simulator (another file's attempt would be asked of the wrong one), the pincode directory's
 * import rewrites the pincodes the other files' orders are delivered to, and the mail queue's
 * workers take whatever mail job is due, another file's too, and the cash on delivery thresholds
 * are read by every other file's checkout.
 */
const SHARED_STATE_FILES = [
  "app/api/order/phonepe.test.ts",
  "app/api/order/switch-to-cod.test.ts",
  "lib/jobs/background-jobs.test.ts",
  "lib/delivery/pincode-store.test.ts",
  "lib/mail/mail-queue.test.ts",
  "lib/orders/cod-risk/thresholds.test.ts",
];

/** Paths as Vitest's globs take them: brackets in a folder name (app/[locale]) escaped. */
const asGlob = (file: string) => file.replace(/[[\]]/g, "\\$&");
const ISOLATED_FILES = filesNeedingOwnModules(import.meta.dirname).filter((file) => !SHARED_STATE_FILES.includes(file));

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server code outside Next.js's server bundles, where `server-only` would throw.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    exclude: ["node_modules/**", "e2e/**", ".next/**", ".data/**"],
    environment: "node",
    // Worker threads start and import faster than child processes: 13 % less time for the run.
    pool: "threads",
    // One throwaway PostgreSQL database per run, migrations applied (scripts/vitest-global-setup.ts).
    globalSetup: ["scripts/vitest-global-setup.ts"],
    setupFiles: ["scripts/vitest-setup.ts"],
    // next-intl imports "next/navigation" without the extension Node's ESM resolver needs: Vite resolves it.
    server: { deps: { inline: ["next-intl"] } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Two files at once on the two-core machine: most wait on PostgreSQL. Each worker loads
        // the store's modules once for all these files (scripts/vitest-isolation.ts).
        test: {
          name: "parallel",
          include: ["**/*.test.ts"],
          // Added to the root's setup file: one PhonePe simulator for all the worker's files.
          setupFiles: ["scripts/vitest-shared-setup.ts"],
          exclude: [...SHARED_STATE_FILES, ...ISOLATED_FILES.map(asGlob)],
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: ISOLATED_FILES.map(asGlob), maxWorkers: 2 },
      },
      {
        extends: true,
        test: {
          name: "one at a time",
          include: SHARED_STATE_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
