import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server code outside Next.js's server bundles, where `server-only` would throw.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", ".data/**"],
    environment: "node",
    // One throwaway PostgreSQL database per run, migrations applied (scripts/vitest-global-setup.ts).
    globalSetup: ["scripts/vitest-global-setup.ts"],
    setupFiles: ["scripts/vitest-setup.ts"],
    // next-intl imports "next/navigation" without the extension Node's ESM resolver needs: Vite resolves it.
    server: { deps: { inline: ["next-intl"] } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
