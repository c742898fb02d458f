/**
 * A throwaway database for one test run: created in the embedded cluster with every migration
 * applied, dropped afterwards. Used by Vitest's global setup and by the end-to-end runner.
 */
import { randomBytes } from "node:crypto";
import { applyMigrations } from "./database";
import { startLocalPostgres } from "./local-postgres";

export interface TestDatabase {
  url: string;
  dispose(): Promise<void>;
}

export async function createTestDatabase(purpose: "unit" | "e2e" | "scale" | "bench"): Promise<TestDatabase> {
  const cluster = await startLocalPostgres();
  const name = `test_${purpose}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await cluster.ensureDatabase(name);
  const url = cluster.urlFor(name);
  try {
    await applyMigrations(url, { quiet: true });
  } catch (error) {
    await cluster.dropDatabase(name);
    await cluster.stop();
    throw error;
  }
  return {
    url,
    dispose: async () => {
      await cluster.dropDatabase(name);
      await cluster.stop();
    },
  };
}
