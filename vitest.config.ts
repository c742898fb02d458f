import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", ".data/**"],
    environment: "node",
    // One throwaway PostgreSQL database per run, migrations applied (scripts/vitest-global-setup.ts).
    globalSetup: ["scripts/vitest-global-setup.ts"],
    setupFiles: ["scripts/vitest-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
